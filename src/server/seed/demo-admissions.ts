/**
 * The demo's inpatients (demo-admissions-plan.ts), each step written through the seed's clock
 * (seed-clock.ts) at its moment, so the rules stamp and charge as they would have: admitted by
 * the Doctor on the day they came (the stroke from its emergency, which the admission disposes
 * Admitted), discharge ordered by the Doctor, the stay's charges billed and paid in cash at the Liaison Cashier
 * (seed-visit-bills.ts) and the patient discharged by the IPD Nurse (the bed left for cleaning); a bed taken out of service by the
 * IPD Nurse; then, at the seed's moment, every open admission's bed-days due charged as the
 * daily run charges them (inpatient/bed-day-job.ts). Resumable: admissions are found by their
 * creator in plan order, and each later step is done only while the record's state needs it.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { FastifyInstance } from 'fastify';
import { BED_DAY_ACTOR } from '../inpatient/bed-day-job';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor } from '../models/model-service';
import { chargeBedDays } from '../rules/inpatient/bed-day-charges';
import { PAYERS } from './billing-reference';
import { DEMO_ADMISSIONS, type Fits, OUT_OF_SERVICE } from './demo-admissions-plan';
import { addDays, ZONE } from './demo-calendar';
import { todayScale } from './demo-clinical-plan';
import { EARLIER_EMERGENCIES } from './demo-emergency-earlier';
import { actorAs } from './seed-billing-activity';
import { seedClock } from './seed-clock';
import { seededIds } from './seed-records';
import { settleCharges } from './seed-visit-bills';

export interface PlannedInpatient {
  age: number;
  body: Record<string, unknown>;
  payer?: string;
}

interface Ids {
  patients: readonly number[];
  physicians: readonly number[];
}

const FITS: Record<Fits, (p: PlannedInpatient) => boolean> = {
  adult: (p) => p.age >= 18,
  elder: (p) => p.age >= 50,
  child: (p) => p.age < 15,
  woman: (p) => p.body.sex === 'Female' && p.age >= 18 && p.age <= 45,
  young: (p) => p.age >= 18 && p.age <= 35,
  'school child': (p) => p.age >= 6 && p.age <= 12,
};

/** Each story's plan patient: the first fitting it that no earlier story took. */
function pickPatients(patients: readonly PlannedInpatient[]): (number | undefined)[] {
  const taken = new Set<number>();
  return DEMO_ADMISSIONS.map((story) => {
    if (story.emergency) return undefined;
    // Those who leave today paid in cash (an insurer's share would stay open).
    const payer = (p: PlannedInpatient) => !story.discharge?.discharged || !p.payer;
    const index = patients.findIndex((p, i) => !taken.has(i) && FITS[story.fits](p) && payer(p));
    if (index < 0) return undefined;
    taken.add(index);
    return index;
  });
}

const db = (app: FastifyInstance) => app.database.db as unknown as AnyDb;

async function rowOf(app: FastifyInstance, model: string, id: unknown) {
  return (await db(app)
    .selectFrom(app.models.runtime(model).plan.table)
    .selectAll()
    .where('id', '=', Number(id))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
}

/** The emergency story whose patient is admitted from it (the stroke: demo-emergency-earlier.ts). */
const ADMITTED_STORY = EARLIER_EMERGENCIES.find((s) => s.disposition?.disposition === 'Admitted');

/**
 * That story's emergency, found by its complaint (Active until admitted: the admission disposes
 * it).
 */
async function admittedEmergency(app: FastifyInstance) {
  if (!ADMITTED_STORY?.disposition) return undefined;
  return (await db(app)
    .selectFrom(app.models.runtime('emergency').plan.table)
    .select(['id', 'patient', 'arrived_at'])
    .where('chief_complaint', '=', ADMITTED_STORY.chief_complaint)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst()) as { id: number; patient: number; arrived_at: string } | undefined;
}

/**
 * When that emergency's patient is admitted, seeded at `now`: the planned disposition's minutes
 * after its arrival, compressed as the clinical day compressed that arrival (todayScale: a seed
 * soon after midnight).
 */
function admissionTimeOf(emergency: { arrived_at: string }, now: Date): string {
  const after = (ADMITTED_STORY?.disposition?.after ?? 0) * todayScale(now) * 60_000;
  const at = Math.floor((Date.parse(emergency.arrived_at) + after) / 1000) * 1000;
  return new Date(at).toISOString();
}

/**
 * How far today's planned discharge times (up to 06:40) move back so that they are over at
 * `now`, five minutes before it: none once the day is past them. They all move by the same
 * amount, keeping their order and the gaps the records after them are planned by (the summary
 * 10 minutes after the order, the bill 20 minutes before leaving): a first start at 00:40
 * discharges at 00:35 the patient planned to leave at 06:40.
 */
function todaysDischargeShift(now: Date, planned: (days: number, time: string) => number): number {
  const todays = DEMO_ADMISSIONS.flatMap((story) => {
    const plan = story.discharge;
    return plan ? [plan.ordered, ...(plan.discharged ? [plan.discharged] : [])] : [];
  }).filter(([days]) => days === 0);
  const last = Math.max(...todays.map(([days, time]) => planned(days, time)));
  return Math.max(0, last + 5 * 60_000 - now.getTime());
}

/** Who pays: the patient's insurer or credit company on file, else cash. */
async function payerOf(app: FastifyInstance, planned: PlannedInpatient | undefined, id: number) {
  const kind = PAYERS.find((p) => p.name === planned?.payer)?.kind;
  const insurer = (await rowOf(app, 'patient', id))?.insurer;
  if (!kind || insurer == null) return { payer: 'Cash' };
  return {
    payer: kind === 'Insurer' ? 'Insurer' : 'Credit Company',
    insurance_company: Number(insurer),
  };
}

export async function seedDemoAdmissions(
  app: FastifyInstance,
  actor: Actor,
  patients: readonly PlannedInpatient[],
  ids: Ids,
  beds: Map<string, number>,
  today: Date,
) {
  const clock = seedClock(app);
  const { models } = clock;
  const day = formatInTimeZone(today, ZONE, 'yyyy-MM-dd');
  const planned = (days: number, time: string) =>
    fromZonedTime(`${addDays(day, -days)}T${time}:00`, ZONE).getTime();
  const earlier = todaysDischargeShift(today, planned);
  const at = (days: number, time: string) =>
    new Date(planned(days, time) - (days === 0 ? earlier : 0)).toISOString();
  const doctor = await actorAs(app, actor, 'Doctor');
  const nurse = await actorAs(app, actor, 'IPD Nurse');
  const cashier = await actorAs(app, actor, 'Liaison Cashier');
  const diseases = await db(app)
    .selectFrom(app.models.runtime('disease').plan.table)
    .select(['id', 'code'])
    .where('code', 'in', [...new Set(DEMO_ADMISSIONS.map((s) => s.code))])
    .execute();
  const diseaseOf = (code: string) => Number(diseases.find((d) => d.code === code)?.id);
  const picks = pickPatients(patients);
  const cash = await db(app)
    .selectFrom(app.models.runtime('paymentMethod').plan.table)
    .select('id')
    .where('name', '=', 'Cash')
    .executeTakeFirstOrThrow();
  const bills = {
    db: db(app),
    models,
    table: (model: string) => app.models.runtime(model).plan.table,
    cash: Number(cash.id),
  };
  const emergency = await admittedEmergency(app);

  const admissions = await seededIds(app, 'impatient', doctor);
  const stories = DEMO_ADMISSIONS.filter((story, i) =>
    story.emergency ? emergency !== undefined : picks[i] !== undefined,
  );
  for (const story of stories.slice(admissions.length)) {
    const index = picks[DEMO_ADMISSIONS.indexOf(story)];
    const patient = story.emergency
      ? Number(emergency?.patient)
      : (ids.patients[index ?? -1] as number);
    // The stroke is admitted from the board when its emergency was planned to be disposed.
    const admittedAt =
      story.emergency && emergency
        ? admissionTimeOf(emergency, today)
        : at(story.daysAgo, story.time);
    clock.at(admittedAt);
    const made = await models.create('impatient', doctor, {
      patient,
      ...(story.emergency ? { emergency: Number(emergency?.id) } : {}),
      bed: beds.get(story.bed),
      admitted_at: admittedAt,
      admitting_doctor: ids.physicians[story.doctor],
      ...(await payerOf(app, index === undefined ? undefined : patients[index], patient)),
      admission_diagnosis: diseaseOf(story.code),
      reason: story.reason,
    });
    admissions.push(Number(made.id));
  }

  for (const [i, story] of stories.entries()) {
    const id = admissions[i] as number;
    const plan = story.discharge;
    if (!plan) continue;
    if ((await rowOf(app, 'impatient', id))?.status === 'Admitted') {
      clock.at(at(...plan.ordered));
      await models.transition('impatient', doctor, id, 'Discharge Ordered', undefined, {
        discharge_disposition: plan.disposition,
      });
    }
    if (!plan.discharged) continue;
    if ((await rowOf(app, 'impatient', id))?.status !== 'Discharge Ordered') continue;
    const [daysAgo, time] = plan.discharged;
    const dischargedAt = at(daysAgo, time);
    // The Liaison Cashier bills the stay and the family pays, twenty minutes before they leave.
    clock.at(new Date(Date.parse(dischargedAt) - 20 * 60_000).toISOString());
    // The daily run's days first, as at each midnight: a stay ordered home before midnight and
    // billed after it (a seed soon after midnight, todaysDischargeShift) owes the night in between.
    await models.asRules(BED_DAY_ACTOR, (ctx) => chargeBedDays(ctx, id));
    const admission = (await rowOf(app, 'impatient', id)) as RecordValues;
    await settleCharges(
      bills,
      cashier,
      Number(admission.patient),
      [['impatient', id]],
      'Liaison',
      addDays(day, -daysAgo),
    );
    clock.at(dischargedAt);
    await models.transition('impatient', nurse, id, 'Discharged');
  }

  const broken = beds.get(OUT_OF_SERVICE.bed) as number;
  if ((await rowOf(app, 'bed', broken))?.status === 'Vacant') {
    // Yesterday evening, so it is in the past whenever the seed runs (a first start at 00:40).
    clock.at(at(1, '18:15'));
    await models.transition('bed', nurse, broken, 'Out of Service', undefined, {
      out_of_service_reason: OUT_OF_SERVICE.reason,
    });
  }

  // The daily run at the seed's moment: the days owed so far by every open admission.
  clock.at(today.toISOString());
  for (const id of admissions) await models.asRules(BED_DAY_ACTOR, (ctx) => chargeBedDays(ctx, id));
  return { admissions, keys: stories.map((story) => story.key) };
}

/** The demo's admissions by plan key (stroke, pneumonia, ...), for the seeds that chart on them. */
export async function demoAdmissionIds(
  app: FastifyInstance,
  actor: Actor,
): Promise<Map<string, number>> {
  const ids = await seededIds(app, 'impatient', await actorAs(app, actor, 'Doctor'));
  const emergency = await admittedEmergency(app);
  const stories = DEMO_ADMISSIONS.filter((story) => !story.emergency || emergency !== undefined);
  return new Map(stories.slice(0, ids.length).map((story, i) => [story.key, ids[i] as number]));
}
