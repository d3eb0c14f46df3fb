// Every layout registers itself; importing this file makes them all available (spec 2.9).
import './PanelLayout';
import './LightFormLayout';
import './PaperFormLayout';
import './LabelLayout';
import './NoGroupLayout';
import './VerticalWizardLayout';
import './HorizontalWizardLayout';
import './BorderLayout';
import './ScifiLayout';
import './Scifi2Layout';
import './FbiLayout';
import './Fbi2Layout';
import './CellutechLayout';
import './Cellutech2Layout';
import './Cellutech3Layout';
import './HospitalLayout';
