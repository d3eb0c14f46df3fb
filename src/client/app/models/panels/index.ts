/** The form panels of the shipped models (form-panels.ts). */
import { DispensingPrescriptionPanel } from '../../pharmacy/DispensingPrescriptionPanel';
import { SaleChangePanel } from '../../pharmacy/SaleChangePanel';
import { SaleTotalPanel } from '../../pharmacy/SaleTotalPanel';
import { registerFormPanel } from '../form-panels';
import { AppointmentSlotsPanel } from './AppointmentSlotsPanel';
import { LabSampleRequestPanel } from './LabSampleRequestPanel';
import { LabTestParametersPanel } from './LabTestParametersPanel';
import { LikelyDuplicatesPanel } from './LikelyDuplicatesPanel';
import { OVERRIDE_REASON, PrescriptionItemPanel } from './PrescriptionItemPanel';

registerFormPanel('appointment', { group: 'booking', component: AppointmentSlotsPanel });
registerFormPanel('dispensing', { group: 'dispensing', component: DispensingPrescriptionPanel });
registerFormPanel('labRequest', { group: 'tests', component: LabTestParametersPanel });
registerFormPanel('labSample', { group: 'sample', component: LabSampleRequestPanel });
registerFormPanel('patient', {
  group: 'identity',
  component: LikelyDuplicatesPanel,
  heldBack: ['duplicate_reason'],
});
registerFormPanel('pharmacySale', { group: 'items', component: SaleTotalPanel });
registerFormPanel('pharmacySale', { group: 'payment', component: SaleChangePanel });
registerFormPanel('prescriptionItem', {
  group: 'item',
  component: PrescriptionItemPanel,
  heldBack: [OVERRIDE_REASON],
});
