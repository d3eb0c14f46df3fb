import patient from './patient.json';
import staffAccount from './staff-account.json';
import triage from './triage.json';

export interface Sample {
  id: string;
  name: string;
  text: string;
}

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Schemas to start from: the shipped patient, and two smaller ones showing other field types. */
export const SAMPLES: Sample[] = [
  { id: 'patient', name: 'Patient registration', text: pretty(patient) },
  { id: 'triage', name: 'Emergency triage', text: pretty(triage) },
  { id: 'staff-account', name: 'Staff account', text: pretty(staffAccount) },
];
