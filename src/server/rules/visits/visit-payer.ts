/**
 * Who pays for a visit, when reception leaves it empty: the patient's insurer or credit company
 * (their insurance on file: `has_insurance` and `insurer`), else cash.
 */
import { patientPayer, recordOf } from '../billing/prices';
import type { ModelRule } from '../types';

const PAYER_OF_KIND: Record<string, string> = {
  Insurer: 'Insurer',
  'Credit company': 'Credit Company',
};

export const visitPayer: ModelRule = {
  name: 'visits.payer',
  models: ['visit'],

  async prepare(ctx, change) {
    const visit = change.after;
    if (visit.payer) return;
    const patient = await recordOf(ctx, 'patient', visit.patient);
    const company = await recordOf(ctx, 'insuranceCompany', patientPayer(patient));
    visit.payer = PAYER_OF_KIND[String(company?.kind)] ?? 'Cash';
  },
};
