/**
 * The ward records of the demo's inpatients (the admissions demo-wards.ts made), each written
 * by its role at its moment on the seed clock, so every inpatient rule runs: the admitting
 * doctor's patient history (or, for a patient from the emergency board, the acceptance note)
 * signed, the order sheet acknowledged by the IPD Nurse, the medication sheet with its doses
 * (demo-inpatient-medicines.ts), a signed progress note each morning of the stay, the regular
 * and protocol charts (demo-inpatient-charts.ts); for a discharged patient, the signed discharge
 * summary with the medicines to take home. Care by diagnosis: demo-inpatient-care.ts. Each
 * record is found before it is made (demo-inpatient-context.ts), so a cut seed is finished.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { ZONE } from './demo-calendar';
import { type Care, careOf } from './demo-inpatient-care';
import { protocolChart, regularChart } from './demo-inpatient-charts';
import { chartPatient } from './demo-inpatient-charts-child';
import type { WardSeedContext } from './demo-inpatient-context';
import { seedMedicine } from './demo-inpatient-medicines';
import { seedDischargeSummary } from './demo-inpatient-summary';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const SIGNED = ['Draft', 'Signed'];
const PENICILLIN_OVERRIDE =
  'Urticaria only with amoxicillin, no anaphylaxis: ceftriaxone given with the first dose observed (cross-reactivity under 1%)';

export interface Admission {
  id: number;
  code: string;
  ward: number;
  diagnosis: number;
  admittedAt: number;
  emergency: boolean;
  status: string;
  diseaseName: string;
}

async function admissionsOf(ctx: WardSeedContext): Promise<Admission[]> {
  const rows = await ctx.db
    .selectFrom(`${ctx.table('impatient')} as a`)
    .innerJoin(`${ctx.table('disease')} as d`, 'd.id', 'a.admission_diagnosis')
    .select(['a.id', 'a.ward', 'a.admission_diagnosis', 'a.admitted_at', 'a.emergency', 'a.status'])
    .select(['d.code', 'd.title'])
    .where('a.deleted_at', 'is', null)
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    code: String(row.code),
    ward: Number(row.ward),
    diagnosis: Number(row.admission_diagnosis),
    admittedAt: Date.parse(String(row.admitted_at)),
    emergency: row.emergency !== null,
    status: String(row.status),
    diseaseName: String(row.title),
  }));
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A note written and signed by the ward doctor. */
async function signedNote(
  ctx: WardSeedContext,
  model: string,
  admission: Admission,
  at: number,
  body: Record<string, unknown>,
) {
  const doctor = await ctx.as('Doctor');
  const where = {
    admission: admission.id,
    ...(model === 'progressNote' ? { assessment: String(body.assessment) } : {}),
  };
  const id = await ctx.ensure(model, where, doctor, iso(at), () => ({
    admission: admission.id,
    recorded_at: iso(at),
    ...body,
  }));
  // Signed ten minutes later, or now for a note just written (a seed soon after midnight).
  const signed = Math.min(at + 10 * MINUTE_MS, ctx.now.getTime());
  await ctx.move(model, id, SIGNED, 'Signed', doctor, iso(signed));
}

async function admissionNote(ctx: WardSeedContext, admission: Admission, care: Care, at: number) {
  if (admission.emergency)
    return signedNote(ctx, 'acceptanceNote', admission, at, {
      accepting_unit: admission.ward,
      referred_from: 'Emergency department',
      presenting_history: `Brought from the emergency board: ${admission.diseaseName.toLowerCase()}`,
      findings: care.course,
      working_diagnosis: admission.diagnosis,
      plan: `Admit; ${care.nursing.toLowerCase()}`,
    });
  return signedNote(ctx, 'patientHistory', admission, at, {
    chief_complaint: admission.diseaseName,
    present_illness: `Admitted with ${admission.diseaseName.toLowerCase()}. ${care.course}.`,
    past_medical: 'No previous admissions',
    medications: 'None regularly',
    allergies: admission.code === 'J18.9' ? 'Penicillin: urticaria' : 'No known drug allergies',
    social_history: 'Lives with family; no tobacco, occasional alcohol',
  });
}

async function orderSheet(ctx: WardSeedContext, admission: Admission, care: Care, at: number) {
  const id = await ctx.ensure(
    'orderSheet',
    { admission: admission.id },
    await ctx.as('Doctor'),
    iso(at),
    () => ({
      admission: admission.id,
      recorded_at: iso(at),
      condition: care.condition,
      activity: care.activity,
      diet: care.diet,
      ...(care.dietNotes ? { diet_notes: care.dietNotes } : {}),
      vital_sign_frequency: care.every,
      nursing_care: care.nursing,
    }),
  );
  const acknowledged = Math.min(at + 15 * MINUTE_MS, ctx.now.getTime());
  await ctx.move(
    'orderSheet',
    id,
    ['Active', 'Acknowledged'],
    'Acknowledged',
    await ctx.as('IPD Nurse'),
    iso(acknowledged),
  );
}

/** A signed progress note on each morning round after the day of admission. */
async function progressNotes(ctx: WardSeedContext, admission: Admission, care: Care) {
  const admittedDay = formatInTimeZone(admission.admittedAt, ZONE, 'yyyy-MM-dd');
  const daysIn = Math.round(
    (Date.parse(`${ctx.today}T00:00:00Z`) - Date.parse(`${admittedDay}T00:00:00Z`)) / DAY_MS,
  );
  for (let day = 1; day <= daysIn; day++) {
    const at = Date.parse(ctx.dayAt(day - daysIn, '09:30'));
    if (at > ctx.now.getTime()) return;
    await signedNote(ctx, 'progressNote', admission, at, {
      subjective: day === 1 ? 'Slept poorly, still unwell' : 'Feels better, eating',
      objective: `Day ${day} of admission: see the charts`,
      assessment: `Day ${day}: ${care.rounds?.[day - 1] ?? care.course}`,
      plan: `Continue the medication sheet; ${care.nursing.toLowerCase()}`,
    });
  }
}

async function charts(ctx: WardSeedContext, admission: Admission, care: Care, from: number) {
  const nurse = await ctx.as('IPD Nurse');
  const to = ctx.now.getTime();
  const write = (model: string, rows: Record<string, unknown>[]) =>
    ctx.ensureMany(model, { admission: admission.id }, nurse, iso(to), () =>
      rows.map((row) => ({ ...row, admission: admission.id })),
    );
  // A child's values for the child's age (demo-inpatient-charts-child.ts).
  const patient = await chartPatient(ctx, admission.id);
  await write('regularVitalChart', regularChart(care, from, to, patient));
  if (care.chart) await write(care.chart, protocolChart(care, from, to, patient));
}

/** The stay's records; how many medication orders it has. */
async function seedStay(ctx: WardSeedContext, admission: Admission): Promise<number> {
  const care = careOf(admission.code);
  const since = ctx.now.getTime() - admission.admittedAt;
  // The doctor's admission orders within the first half hour, or sooner for one just admitted:
  // all four steps before now however recent the admission (a seed at 00:02 admits the stroke
  // 40 seconds before).
  const step = Math.min(10 * MINUTE_MS, Math.max(0, since) / 6);
  const at = (n: number) => admission.admittedAt + n * step;
  await admissionNote(ctx, admission, care, at(1));
  if (admission.code === 'J18.9')
    await ctx.ensure(
      'allergySheet',
      { admission: admission.id },
      await ctx.as('IPD Nurse'),
      iso(at(1)),
      () => ({
        admission: admission.id,
        recorded_at: iso(at(1)),
        allergen: 'Penicillin (amoxicillin)',
        allergen_type: 'Drug',
        reaction: 'Generalised urticaria within an hour of a dose, no breathing difficulty',
        severity: 'Moderate',
        source: 'Patient',
      }),
    );
  await orderSheet(ctx, admission, care, at(2));
  for (const medicine of care.medicines)
    await seedMedicine(
      ctx,
      { admission: admission.id, admittedAt: admission.admittedAt, doctorAt: at(3) },
      medicine,
      admission.code === 'J18.9' && medicine[0] === 'CFX-1G-INJ' ? PENICILLIN_OVERRIDE : undefined,
    );
  const ordered = (await care.orders?.(ctx, admission.id, at(4))) ?? 0;
  await progressNotes(ctx, admission, care);
  await charts(ctx, admission, care, at(4));
  return care.medicines.length + ordered;
}

export interface InpatientRecordCounts {
  orderSheets: number;
  medicationOrders: number;
  dischargeSummaries: number;
}

export async function seedDemoInpatientRecords(
  ctx: WardSeedContext,
): Promise<InpatientRecordCounts> {
  const admissions = await admissionsOf(ctx);
  let [orderSheets, medicationOrders, dischargeSummaries] = [0, 0, 0];
  for (const admission of admissions) {
    if (admission.status === 'Discharged') {
      await seedDischargeSummary(ctx, admission);
      dischargeSummaries += 1;
    } else if (admission.status !== 'Cancelled') {
      medicationOrders += await seedStay(ctx, admission);
      orderSheets += 1;
    }
  }
  return { orderSheets, medicationOrders, dischargeSummaries };
}
