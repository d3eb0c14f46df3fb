/** The detail-page extras of the shipped models (detail-extras.ts). */
import { STOCK_MOVEMENT_MODELS } from '../../../../engine/wire/stock-reports';
import { AnesthesiaRecordPanel } from '../../anesthesia/AnesthesiaRecordPanel';
import { AnesthesiaChartPanel } from '../../charts/AnesthesiaChartPanel';
import { WardChartsPanel } from '../../charts/WardChartsPanel';
import { DischargeSummaryActions } from '../../inpatient/DischargeSummaryActions';
import { MedicationRecordPanel } from '../../inpatient/MedicationRecordPanel';
import { VisitAdmitAction } from '../../inpatient/VisitAdmitAction';
import { LabReportActions } from '../../lab/LabReportActions';
import { PatientLabTrends, RequestLabTrends } from '../../lab/LabTrendPanel';
import { SampleLabelAction } from '../../lab/SampleLabelAction';
import { EnterResultsAction } from '../../lab-results/EnterResultsAction';
import { DispenseAction } from '../../pharmacy/DispenseAction';
import { DispensingLabelAction } from '../../pharmacy/DispensingLabelAction';
import { SaleReceiptAction } from '../../pharmacy/SaleReceiptAction';
import { RadiologyReportActions } from '../../radiology/RadiologyReportActions';
import { movementLinesOf, ProductStockPanel } from '../../stock/StockPanels';
import { OperationNoteActions } from '../../surgery/OperationNoteActions';
import { registerDetailExtra } from '../detail-extras';

registerDetailExtra('labRequest', { actions: LabReportActions, panel: RequestLabTrends });
registerDetailExtra('labRequest', { actions: EnterResultsAction });
registerDetailExtra('labSample', { actions: SampleLabelAction });
registerDetailExtra('patient', { panel: PatientLabTrends });
registerDetailExtra('radiologyResult', { actions: RadiologyReportActions });
registerDetailExtra('dischargeSummary', { actions: DischargeSummaryActions });
registerDetailExtra('operationNote', { actions: OperationNoteActions });
registerDetailExtra('product', { panel: ProductStockPanel });
registerDetailExtra('pharmacySale', { actions: SaleReceiptAction });
registerDetailExtra('dispensing', { actions: DispensingLabelAction });
registerDetailExtra('prescription', { actions: DispenseAction });
registerDetailExtra('impatient', { panel: WardChartsPanel });
registerDetailExtra('impatient', { panel: MedicationRecordPanel });
registerDetailExtra('visit', { actions: VisitAdmitAction });
registerDetailExtra('surgicalCase', { panel: AnesthesiaRecordPanel });
registerDetailExtra('surgicalCase', { panel: AnesthesiaChartPanel });
for (const model of STOCK_MOVEMENT_MODELS)
  registerDetailExtra(model, { panel: movementLinesOf(model) });
