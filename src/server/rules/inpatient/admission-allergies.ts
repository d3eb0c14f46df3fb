/**
 * What a patient on the ward is known to be allergic to: the allergies on their registration
 * record (free text, "Penicillin, sulfa drugs") and every entry of the admission's allergy sheet
 * (one allergen each), as one text the pharmacy engine's allergy match reads
 * (engine/pharmacy/allergy.ts, the check a prescription item gets too).
 */
import { allergyWarning } from '../../../engine/pharmacy';
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';

export async function admissionAllergies(
  ctx: RuleContext,
  admission: number,
  patient: RecordValues | undefined,
): Promise<string> {
  const sheet = await ctx.records.find('allergySheet', { admission });
  return [patient?.allergies, ...sheet.map((entry) => entry.allergen)]
    .filter((text) => typeof text === 'string' && text.trim() !== '')
    .join('; ');
}

/** The allergy warning of giving `product` on `admission`, or null. */
export async function admissionAllergyWarning(
  ctx: RuleContext,
  admission: RecordValues,
  product: RecordValues,
): Promise<string | null> {
  const patient = await ctx.records.get('patient', Number(admission.patient));
  const allergies = await admissionAllergies(ctx, Number(admission.id), patient);
  return allergyWarning(allergies, product.generic_name as string | null);
}
