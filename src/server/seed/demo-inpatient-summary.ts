/**
 * The signed discharge summary of a demo patient already gone home, with the medicines to take
 * home as a prescription of the ward doctor's: oral step-down after IV treatment of
 * pyelonephritis (ciprofloxacin 500 mg twice daily to complete 7-14 days, Ethiopian Standard
 * Treatment Guidelines for General Hospitals, EFDA, 2021) and, for a child after a febrile
 * convulsion with otitis media, amoxicillin dispersible tablets (WHO Pocket Book of Hospital Care
 * for Children, 2013).
 */
import type { Admission } from './demo-inpatient';
import type { WardSeedContext } from './demo-inpatient-context';

const MINUTE_MS = 60_000;

/** [product code, dose, unit code, frequency, days] */
type TakeHome = readonly [string, number, string, string, number];

const SUMMARIES: Record<string, { course: string; followUp: string; medicines: TakeHome[] }> = {
  'N39.0': {
    course:
      'Admitted with pyelonephritis and vomiting. IV ceftriaxone for 4 days; afebrile for 48 hours, eating and drinking. Urine culture: E. coli sensitive to ciprofloxacin.',
    followUp: 'Medical outpatient clinic in 10 days with a repeat urinalysis',
    medicines: [['CPX-500-TAB', 500, 'mg', 'Twice daily', 7]],
  },
  'R56.0': {
    course:
      'Single generalised seizure lasting 3 minutes with fever 39.4 °C from acute otitis media. No further seizures in 24 hours of observation; fully alert, normal neurological examination.',
    followUp:
      'Pediatric clinic in 1 week; paracetamol for fever; return at once with another seizure',
    medicines: [['AMOX-250-DT', 250, 'mg', 'Three times daily', 5]],
  },
};

async function takeHomePrescription(
  ctx: WardSeedContext,
  admission: Admission,
  patient: number,
  physician: number,
  medicines: readonly TakeHome[],
  at: string,
) {
  const doctor = await ctx.as('Doctor');
  const diagnosis = `${admission.code} ${admission.diseaseName}`;
  const id = await ctx.ensure('prescription', { patient, diagnosis }, doctor, at, () => ({
    patient,
    physician,
    diagnosis,
    notes: 'Medicines to take home on discharge',
  }));
  for (const [code, dose, unit, frequency, days] of medicines) {
    const product = await ctx.idBy('product', 'code', code);
    await ctx.ensure('prescriptionItem', { prescription: id, product }, doctor, at, async () => ({
      prescription: id,
      product,
      dose,
      dose_unit: await ctx.idBy('unitOfMeasurement', 'code', unit),
      route: await ctx.idBy('medicineRoute', 'code', 'PO'),
      frequency,
      duration_days: days,
    }));
  }
  return id;
}

export async function seedDischargeSummary(ctx: WardSeedContext, admission: Admission) {
  const plan = SUMMARIES[admission.code];
  if (!plan) return;
  const doctor = await ctx.as('Doctor');
  const row = await ctx.db
    .selectFrom(ctx.table('impatient'))
    .select(['patient', 'admitting_doctor', 'discharge_ordered_at'])
    .where('id', '=', admission.id)
    .executeTakeFirstOrThrow();
  const at = new Date(Date.parse(String(row.discharge_ordered_at)) + 10 * MINUTE_MS).toISOString();
  const prescription = await takeHomePrescription(
    ctx,
    admission,
    Number(row.patient),
    Number(row.admitting_doctor),
    plan.medicines,
    at,
  );
  const id = await ctx.ensure('dischargeSummary', { admission: admission.id }, doctor, at, () => ({
    admission: admission.id,
    final_diagnosis: admission.diagnosis,
    course: plan.course,
    condition_at_discharge: 'Improved',
    take_home_prescription: prescription,
    follow_up: plan.followUp,
    instructions: 'Finish all the medicines; drink plenty of fluids',
  }));
  await ctx.move(
    'dischargeSummary',
    id,
    ['Draft', 'Signed'],
    'Signed',
    doctor,
    new Date(Date.parse(at) + 5 * MINUTE_MS).toISOString(),
  );
}
