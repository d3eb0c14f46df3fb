/** The form panels of the shipped models (form-panels.ts). */
import { registerFormPanel } from '../form-panels';
import { AppointmentSlotsPanel } from './AppointmentSlotsPanel';
import { LikelyDuplicatesPanel } from './LikelyDuplicatesPanel';

registerFormPanel('appointment', { group: 'booking', component: AppointmentSlotsPanel });
registerFormPanel('patient', {
  group: 'identity',
  component: LikelyDuplicatesPanel,
  heldBack: ['duplicate_reason'],
});
