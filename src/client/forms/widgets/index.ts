// Every widget registers itself; importing this file makes them all available.
import './TextWidget';
