/**
 * A demo inpatient's medication sheet (demo-inpatient-care.ts): each medicine ordered by the
 * ward doctor from the admission, and every dose due since given by the IPD Nurse from the
 * ward's stock, half an hour after its round at most, a few held or refused with the nurse's
 * reason; the doses of the coming rounds are left for the demo's IPD Nurse to give. What a dose
 * takes is inpatient.medication-administration's: whole tablets, ampoules, syringes, nebules and
 * bags issued and charged at the Liaison point, and the basal insulin's and heparin's doses
 * drawn from the patient's open multi-dose vial, a vial issued and charged only when one is
 * opened. One allergy sheet entry (a penicillin allergy, for the pneumonia patient) is recorded
 * before the orders, so the allergy check runs.
 */
import { doseOrderOf, dosesBetween, HOSPITAL_TIME_ZONE } from '../../engine/inpatient';
import type { RecordValues } from '../models/model-runtime';
import type { Medicine } from './demo-inpatient-care';
import type { WardSeedContext } from './demo-inpatient-context';

const MINUTE_MS = 60_000;
/** A dose is given within this many minutes after its round. */
const GIVEN_AFTER_MINUTES = 20;

/** Why the n-th dose of an order was not given, for the few that were not. */
function notGiven(medicine: Medicine, n: number): RecordValues | undefined {
  const [code] = medicine;
  if (code === 'FUR-20-INJ' && n === 2)
    return {
      outcome: 'Held',
      reason: 'Systolic BP 86 mmHg and dizzy on standing: held as ordered, doctor informed',
    };
  if (code === 'PCM-500-TAB' && n === 1)
    return { outcome: 'Refused', reason: 'Vomited twice, refused the tablets: doctor informed' };
  if (code === 'ENX-40-INJ' && n === 0)
    return { outcome: 'Held', reason: 'Awaiting the platelet count the doctor asked for first' };
  return undefined;
}

export interface MedicationSite {
  admission: number;
  admittedAt: number;
  doctorAt: number;
}

/** The order of one medicine and its doses so far. */
export async function seedMedicine(
  ctx: WardSeedContext,
  site: MedicationSite,
  medicine: Medicine,
  overrideReason?: string,
) {
  const [code, dose, unit, frequency, indication] = medicine;
  const [doctor, nurse] = [await ctx.as('Doctor'), await ctx.as('IPD Nurse')];
  const product = await ctx.idBy('product', 'code', code);
  const startAt = new Date(site.doctorAt + 30 * MINUTE_MS).toISOString();
  const id = await ctx.ensure(
    'medicationOrder',
    { admission: site.admission, product },
    doctor,
    new Date(site.doctorAt).toISOString(),
    async () => ({
      admission: site.admission,
      sheet: 'Continuous',
      product,
      dose,
      dose_unit: await ctx.idBy('unitOfMeasurement', 'code', unit),
      route: await routeOf(ctx, product),
      frequency,
      start_at: startAt,
      duration_days: 7,
      indication,
      ...(overrideReason ? { allergy_override_reason: overrideReason } : {}),
    }),
  );
  const order = await ctx.models.get('medicationOrder', doctor, id);
  const last = ctx.now.getTime() - GIVEN_AFTER_MINUTES * MINUTE_MS;
  const due = dosesBetween(
    doseOrderOf(order),
    new Date(startAt),
    new Date(last),
    HOSPITAL_TIME_ZONE,
  );
  if (due.length === 0) return;
  const lastGiven = due[due.length - 1] as Date;
  await ctx.ensureMany(
    'medicationAdministration',
    { medication_order: id },
    nurse,
    new Date(lastGiven.getTime() + GIVEN_AFTER_MINUTES * MINUTE_MS).toISOString(),
    () =>
      due.map((at, n) => ({
        medication_order: id,
        scheduled_at: at.toISOString(),
        administered_at: new Date(at.getTime() + ((n % 3) * 5 + 5) * MINUTE_MS).toISOString(),
        ...(notGiven(medicine, n) ?? { outcome: 'Given' }),
      })),
  );
}

async function routeOf(ctx: WardSeedContext, product: number): Promise<number> {
  const row = await ctx.db
    .selectFrom(ctx.table('product'))
    .select('route')
    .where('id', '=', product)
    .executeTakeFirstOrThrow();
  return Number(row.route);
}
