/**
 * Writes the demo theatre's day (demo-surgery-cases.ts) step by step, each by the role that
 * takes it in a hospital and at its moment on the seed clock, so every surgery rule runs: the
 * Doctor books the case (overlaps refused), the Anesthesia Nurse assesses it and takes it
 * through the WHO checklist's steps, signing each with every question answered; the Scrub Nurse
 * counts and issues consumables from the OR Store (charged for the OR Cashier); the anesthesia
 * series are kept; the Recovery Nurse scores the PACU stay and sends the patient back to the
 * ward; the Senior Doctor writes the operation note. Each record is found before it is made
 * (demo-inpatient-context.ts), so a seed cut short is finished by the next start.
 */
import { CASE_PATH, type CaseState } from '../rules/surgery/case-path';
import { type ChecklistPhase, WHO_CHECKLIST } from '../rules/surgery/who-checklist';
import type { WardSeedContext } from './demo-inpatient-context';
import { type PlannedCase, SURGICAL_CASES, type Surgeon } from './demo-surgery-cases';
import {
  aldreteRows,
  consumablesOf,
  countRows,
  SECOND_COUNTER,
  writeSeries,
} from './demo-surgery-records';
import { seedTheatres, THEATRES, type TheatreIds } from './demo-surgery-theatres';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface Site extends TheatreIds {
  surgeons: Record<Surgeon, number>;
  usedPatients: Set<number>;
}

async function surgeonsOf(ctx: WardSeedContext): Promise<Record<Surgeon, number>> {
  const of = (specialty: string) => ctx.find('physician', { specialty });
  const [obstetrics1, obstetrics2] = await of('Obstetrics and Gynecology');
  return {
    'General Surgery': (await of('General Surgery'))[0] as number,
    Orthopedics: (await of('Orthopedics'))[0] as number,
    'Obstetrics 1': obstetrics1 as number,
    'Obstetrics 2': (obstetrics2 ?? obstetrics1) as number,
  };
}

/** The open admission for the case's diagnosis, if the wards hold one. */
async function admissionFor(ctx: WardSeedContext, planned: PlannedCase) {
  if (!planned.admitted) return undefined;
  const row = await ctx.db
    .selectFrom(ctx.table('impatient'))
    .select(['id', 'patient'])
    .where('admission_diagnosis', '=', await ctx.idBy('disease', 'code', planned.icd))
    .where('status', '=', 'Admitted')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  return row ? { admission: Number(row.id), patient: Number(row.patient) } : undefined;
}

/**
 * The admitted patient of the case, else the first demo patient of its sex and ages not yet on
 * the theatre's list.
 */
async function patientFor(
  ctx: WardSeedContext,
  site: Site,
  planned: PlannedCase,
): Promise<{ patient: number; admission?: number }> {
  const admitted = await admissionFor(ctx, planned);
  if (admitted) {
    site.usedPatients.add(admitted.patient);
    return admitted;
  }
  const rows = await ctx.db
    .selectFrom(ctx.table('patient'))
    .select(['id', 'sex', 'date_of_birth'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const year = Number(ctx.today.slice(0, 4));
  const [youngest, oldest] = planned.patient.ages;
  const found = rows.find((row) => {
    const age = year - Number(String(row.date_of_birth).slice(0, 4));
    return (
      row.sex === planned.patient.sex &&
      age >= youngest &&
      age <= oldest &&
      !site.usedPatients.has(Number(row.id))
    );
  });
  if (!found) throw new Error(`demo theatre: no patient for ${planned.procedure}`);
  site.usedPatients.add(Number(found.id));
  return { patient: Number(found.id) };
}

const answersOf = (phase: ChecklistPhase, planned: PlannedCase) =>
  Object.fromEntries(
    WHO_CHECKLIST[phase].map((q) => [
      q.field,
      planned.checklist?.[q.field] ?? (q.answers ? q.answers[0] : true),
    ]),
  );

async function signedChecklist(
  ctx: WardSeedContext,
  caseId: number,
  phase: ChecklistPhase,
  planned: PlannedCase,
  signedAt: number,
) {
  const nurse = await ctx.as('Anesthesia Nurse');
  const id = await ctx.ensure(
    'safetyChecklist',
    { surgical_case: caseId, phase },
    nurse,
    ctx.minutes(signedAt - 3),
    () => ({ surgical_case: caseId, phase, ...answersOf(phase, planned) }),
  );
  await ctx.move(
    'safetyChecklist',
    id,
    ['Draft', 'Signed'],
    'Signed',
    nurse,
    ctx.minutes(signedAt),
  );
}

async function book(ctx: WardSeedContext, site: Site, planned: PlannedCase) {
  const start =
    typeof planned.booked === 'number'
      ? ctx.minutes(planned.booked)
      : ctx.dayAt(1, planned.booked.tomorrow);
  const { patient, admission } = await patientFor(ctx, site, planned);
  const firstStep = planned.times?.preop ?? planned.booked;
  const bookedAt =
    planned.priority === 'Elective' || typeof firstStep !== 'number'
      ? ctx.dayAt(-1, '11:00')
      : ctx.minutes(Math.min(firstStep, 0) - 30);
  const id = await ctx.ensure(
    'surgicalCase',
    { procedure: planned.procedure, patient },
    await ctx.as('Doctor'),
    bookedAt,
    async () => ({
      patient,
      ...(admission === undefined ? {} : { admission }),
      procedure: planned.procedure,
      procedure_service: await ctx.idBy('service', 'code', planned.service),
      diagnosis: await ctx.idBy('disease', 'code', planned.icd),
      priority: planned.priority,
      side: planned.side,
      operation_room: site.rooms[planned.room],
      surgeon: site.surgeons[planned.surgeon],
      anesthetist: site.anesthetists[planned.anesthetist],
      anesthesia_type: planned.anesthesia,
      scheduled_start: start,
      scheduled_end: new Date(Date.parse(start) + planned.minutes * MINUTE_MS).toISOString(),
    }),
  );
  return { id, start: Date.parse(start), bookedAt };
}

async function assess(ctx: WardSeedContext, planned: PlannedCase, booking: Booked) {
  const a = planned.assessment;
  if (!a) return;
  const at =
    planned.priority === 'Elective'
      ? ctx.dayAt(-1, '15:00')
      : new Date(Date.parse(booking.bookedAt) + 10 * MINUTE_MS).toISOString();
  const before = (hours: number) => new Date(booking.start - hours * HOUR_MS).toISOString();
  await ctx.ensure(
    'preAnesthesia',
    { surgical_case: booking.id },
    await ctx.as('Anesthesia Nurse'),
    at,
    () => ({
      surgical_case: booking.id,
      asa_class: a.asa,
      emergency_modifier: planned.priority === 'Emergency' ? 'Yes' : 'No',
      weight: a.weight,
      mallampati: a.mallampati,
      mouth_opening: '3 fingers or more',
      thyromental_distance: '6 cm or more',
      neck_movement: 'Full',
      dentition: 'Own teeth, none loose',
      last_solids_at: before(a.fasted[0]),
      last_clear_fluids_at: before(a.fasted[1]),
      allergies: a.allergies,
      ...(a.comorbidities ? { comorbidities: a.comorbidities } : {}),
      plan: a.plan,
      plan_notes: a.notes,
      fit_for_anesthesia: a.fit,
    }),
  );
}

interface Booked {
  id: number;
  start: number;
  bookedAt: string;
}

/** Takes the booked case through its day's steps, each with what it needs on record. */
async function operate(ctx: WardSeedContext, planned: PlannedCase, booking: Booked) {
  const t = planned.times ?? {};
  const { id } = booking;
  const [nurse, scrub, recovery] = [
    await ctx.as('Anesthesia Nurse'),
    await ctx.as('Scrub Nurse'),
    await ctx.as('Recovery Nurse'),
  ];
  const moveTo = async (to: CaseState, at: number, actor = nurse) =>
    ctx.move('surgicalCase', id, CASE_PATH, to, actor, ctx.minutes(at));
  if (t.preop !== undefined) await moveTo('Pre-op', t.preop);
  if (t.signIn !== undefined) {
    await signedChecklist(ctx, id, 'Sign In', planned, t.signIn);
    await moveTo('Sign-in Done', t.signIn);
  }
  if (t.in === undefined) return;
  await moveTo('In Theatre', t.in);
  const issue = async (at: number) =>
    ctx.ensure('caseConsumable', { surgical_case: id }, scrub, ctx.minutes(at), async () => ({
      surgical_case: id,
      items: await Promise.all(
        consumablesOf(planned).map(async ([code, quantity]) => ({
          product: await ctx.idBy('product', 'code', code),
          quantity,
        })),
      ),
    }));
  if (t.incision === undefined) await issue(t.in + 3);
  else {
    await signedChecklist(ctx, id, 'Time Out', planned, t.incision - 1);
    await moveTo('Time-out Done', t.incision);
    await issue(t.incision + 2);
    const closed = t.closure !== undefined;
    await ctx.ensure(
      'countSheet',
      { surgical_case: id },
      scrub,
      ctx.minutes((t.closure ?? t.incision) - 3),
      () => ({
        surgical_case: id,
        second_counter: SECOND_COUNTER,
        items: countRows(planned, closed),
      }),
    );
  }
  if (t.closure !== undefined) {
    await signedChecklist(ctx, id, 'Sign Out', planned, t.closure + 1);
    await moveTo('Sign-out Done', t.closure + 2);
  }
  // The record runs to extubation, else to now (the operation still under way).
  const end = t.closure === undefined ? 0 : Math.min(t.closure + 6, t.recovery ?? 0, 0);
  await writeSeries(ctx, id, {
    start: ctx.now.getTime() + t.in * MINUTE_MS,
    ...(t.incision === undefined ? {} : { incision: ctx.now.getTime() + t.incision * MINUTE_MS }),
    ...(t.closure === undefined ? {} : { closure: ctx.now.getTime() + t.closure * MINUTE_MS }),
    end: ctx.now.getTime() + end * MINUTE_MS,
    anesthesia: planned.anesthesia,
    obstetric: planned.icd.startsWith('O'),
    bloodLoss: planned.note?.bloodLoss ?? 0,
  });
  if (t.closure !== undefined && planned.note) {
    const n = planned.note;
    await ctx.ensure(
      'operationNote',
      { surgical_case: id },
      await ctx.as('Senior Doctor'),
      ctx.minutes(Math.min(t.closure + 8, 0)),
      () => ({
        surgical_case: id,
        findings: n.findings,
        procedure_details: n.details,
        estimated_blood_loss: n.bloodLoss,
        ...(n.specimens ? { specimens: n.specimens } : {}),
        complications: n.complications,
        post_op_instructions: n.postOp,
      }),
    );
  }
  const arrived = t.recovery;
  if (arrived === undefined) return;
  await moveTo('In Recovery', arrived, recovery);
  const until = t.ward === undefined ? 0 : t.ward - 5;
  const rows = aldreteRows(
    planned,
    ctx.now.getTime() + arrived * MINUTE_MS,
    ctx.now.getTime() + until * MINUTE_MS,
  );
  const discharged =
    t.ward === undefined
      ? {}
      : { discharged_at: ctx.minutes(t.ward - 3), handover_to: 'Surgical ward nurse' };
  await ctx.ensure(
    'pacuRecord',
    { surgical_case: id },
    recovery,
    ctx.minutes(t.ward === undefined ? 0 : t.ward - 3),
    () => ({
      surgical_case: id,
      recorded_at: ctx.minutes(arrived + 1),
      scores: rows,
      pain_score: planned.anesthesia === 'Spinal' ? 1 : 3,
      nausea_vomiting: 'None',
      ...discharged,
    }),
  );
  if (t.ward !== undefined) await moveTo('Back to Ward', t.ward, recovery);
}

export interface SurgeryCounts {
  operationRooms: number;
  surgicalCases: number;
}

export async function seedDemoSurgery(ctx: WardSeedContext): Promise<SurgeryCounts> {
  const theatres = await seedTheatres(ctx);
  const site: Site = { ...theatres, surgeons: await surgeonsOf(ctx), usedPatients: new Set() };
  for (const planned of SURGICAL_CASES) {
    const booking = await book(ctx, site, planned);
    await assess(ctx, planned, booking);
    if (planned.cancelled) {
      await ctx.move(
        'surgicalCase',
        booking.id,
        ['Scheduled', 'Cancelled'],
        'Cancelled',
        await ctx.as('Doctor'),
        ctx.minutes(-25),
        {
          cancellation_reason: planned.cancelled,
        },
      );
      continue;
    }
    await operate(ctx, planned, booking);
  }
  return { operationRooms: THEATRES.length, surgicalCases: SURGICAL_CASES.length };
}
