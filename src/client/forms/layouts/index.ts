// Every layout registers itself; importing this file makes them all available.
import './PanelLayout';
