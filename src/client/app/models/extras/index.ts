/** The detail-page extras of the shipped models (detail-extras.ts). */
import { LabReportActions } from '../../lab/LabReportActions';
import { PatientLabTrends, RequestLabTrends } from '../../lab/LabTrendPanel';
import { registerDetailExtra } from '../detail-extras';

registerDetailExtra('labRequest', { actions: LabReportActions, panel: RequestLabTrends });
registerDetailExtra('patient', { panel: PatientLabTrends });
