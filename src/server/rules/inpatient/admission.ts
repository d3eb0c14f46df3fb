/**
 * An admission (`impatient`) holds a bed from admission to discharge.
 *
 * Admitting: the bed is locked and must be Vacant (409 `BED_OCCUPIED` naming the bed and when it
 * frees, bed-hold.ts); this runs in `fill`, before the engine's checks, so the answer is that
 * 409 and not the Bed picker's generic refusal (its refFilter offers Vacant beds only). The
 * patient's row is locked too: one open admission per patient (409 `ALREADY_ADMITTED` naming
 * it). The room never holds more open admissions than its number of beds (409 `ROOM_FULL`,
 * counted, not only read from the bed); the bed is on the admission's ward; `room` is the bed's;
 * `admitted_at` now when left empty, never in the future; an emergency it names is still Active
 * and a visit it names has not ended (admission-origin.ts). Then the bed takes Occupy, the emergency or visit it came from is
 * closed as Admitted (admission-origin.ts) and the admission day is charged (bed-day-charges.ts).
 *
 * A bed or ward is changed only by a transfer (inpatient.bed-transfer): an edit is refused,
 * "Use Transfer to move the patient". Order discharge stamps `discharge_ordered_*` (Revoke
 * clears them); Discharge first charges the bed-days due, then is refused (422, each named)
 * while a medication order is Active or a charge of the stay is unbilled
 * (admission-discharge.ts); it stamps `discharged_*` and frees the bed to Cleaning. Cancel
 * admission (admitted in error) is refused while any charge of the stay is billed, voids the
 * admission's own unbilled charges (a dose given stays charged: it was given) and frees the bed.
 */
import type { Problem } from '../../errors';
import { rulesRefusal } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { billedProblems, voidCharges } from '../billing/charges';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { chargesOfStay, dischargeProblems } from './admission-discharge';
import { admitFromOrigin, fillOrigin, originProblems, visitProblems } from './admission-origin';
import { chargeDueDays } from './bed-day-charges';
import { bedTakenProblem, freeBed, OPEN_ADMISSION, occupyBed, wardTime } from './bed-hold';
import { completeEndedOrders } from './order-completion';
import { idOf, text } from './ward-catalogue';

const FUTURE_SLACK_MS = 5 * 60_000;
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

async function openAdmissionProblem(
  ctx: RuleContext,
  patient: unknown,
  self: number | undefined,
): Promise<Problem[]> {
  const open = (await ctx.records.find('impatient', { patient, status: OPEN_ADMISSION })).find(
    (a) => Number(a.id) !== self,
  );
  if (!open) return [];
  const bed = open.bed ? await ctx.records.get('bed', Number(open.bed)) : undefined;
  return [
    {
      field: 'patient',
      conflict: 'ALREADY_ADMITTED',
      message: `This patient is already admitted: ${text(open.admission_number)} (bed ${text(bed?.bed_number)}, since ${wardTime(open.admitted_at)}). Transfer them within that admission, or discharge it first`,
    },
  ];
}

async function placeProblems(ctx: RuleContext, change: RecordChange): Promise<Problem[]> {
  const after = change.after;
  const bed = await ctx.records.get('bed', Number(after.bed));
  if (!bed) return [];
  const problems: Problem[] = [];
  const taken = await bedTakenProblem(ctx, bed, 'bed');
  if (taken) problems.push(taken);
  if (String(bed.ward) !== String(after.ward)) {
    const ward = await ctx.records.get('ward', Number(after.ward));
    problems.push({
      field: 'bed',
      message: `Bed ${text(bed.bed_number)} is not on ${text(ward?.name) || "the admission's ward"}: pick a bed of the admission's ward`,
    });
  }
  const room = await ctx.records.get('room', Number(bed.room));
  const inRoom = (
    await ctx.records.find('impatient', { room: bed.room, status: OPEN_ADMISSION })
  ).filter((a) => Number(a.id) !== change.id);
  if (room && inRoom.length >= Number(room.capacity))
    problems.push({
      field: 'bed',
      conflict: 'ROOM_FULL',
      message: `Room ${text(room.room_number)} already holds ${inRoom.length} admitted patients, its number of beds: pick a bed in another room`,
    });
  return problems;
}

function timeProblems(ctx: RuleContext, after: RecordValues): Problem[] {
  const at = Date.parse(String(after.admitted_at ?? ''));
  if (!Number.isFinite(at) || at <= ctx.now.getTime() + FUTURE_SLACK_MS) return [];
  return [
    {
      field: 'admitted_at',
      message: `Admitted At cannot be in the future (it is now ${wardTime(ctx.now.toISOString())}): enter when the patient was admitted`,
    },
  ];
}

async function stampTransition(ctx: RuleContext, change: RecordChange) {
  const after = change.after;
  const who = ctx.actor.email ?? null;
  const at = ctx.now.toISOString();
  if (after.status === 'Discharge Ordered') {
    after.discharge_ordered_at = at;
    after.discharge_ordered_by = who;
  } else if (after.status === 'Admitted') {
    after.discharge_ordered_at = null;
    after.discharge_ordered_by = null;
  } else if (after.status === 'Discharged') {
    after.discharged_at = at;
    after.discharged_by = who;
  }
  // The days owed so far are charged before a discharge is ordered or checked, so the cashier
  // sees them and the check counts them (ctx.now: the discharge day itself is not owed).
  if (after.status === 'Discharge Ordered' || after.status === 'Discharged') {
    // An order whose course has ended (its last dose unrecorded, or as needed) is complete, not
    // a blocker: only orders still running stop a discharge.
    await completeEndedOrders(ctx, Number(after.id));
    const days = await chargeDueDays(ctx, after, ctx.now);
    if (days.length > 0) after.charged_through = days.at(-1);
  }
}

export const inpatientAdmission: ModelRule = {
  name: 'inpatient.admission',
  models: ['impatient'],

  async fill(ctx, values) {
    await fillOrigin(ctx, values);
    const bedId = idOf(values.bed);
    if (bedId === undefined) return;
    const patientId = idOf(values.patient);
    if (patientId !== undefined) await ctx.records.lock('patient', [patientId]);
    const [bed] = await ctx.records.lock('bed', [bedId]);
    if (!bed) return;
    if (isBlank(values.ward)) values.ward = bed.ward;
    const taken = await bedTakenProblem(ctx, bed, 'bed');
    if (taken) throw rulesRefusal([taken]);
  },

  async prepare(ctx, change) {
    const after = change.after;
    if (change.action === 'create') {
      after.status = 'Admitted';
      if (isBlank(after.admitted_at)) after.admitted_at = ctx.now.toISOString();
      const bed = await ctx.records.get('bed', Number(after.bed));
      after.room = bed?.room ?? null;
      return;
    }
    if (change.action === 'transition') await stampTransition(ctx, change);
  },

  async check(ctx, change): Promise<Problem[]> {
    const { after, before } = change;
    if (change.action === 'create')
      return [
        ...timeProblems(ctx, after),
        ...(await originProblems(ctx, after)),
        ...(await visitProblems(ctx, after)),
        ...(await openAdmissionProblem(ctx, after.patient, change.id)),
        ...(await placeProblems(ctx, change)),
      ];
    if (change.action === 'update') {
      const problems = timeProblems(ctx, after);
      if (String(before?.visit) !== String(after.visit))
        problems.push(...(await visitProblems(ctx, after)));
      for (const field of ['bed', 'ward'] as const)
        if (String(before?.[field]) !== String(after[field]))
          problems.push({ field, message: 'Use Transfer to move the patient' });
      if (String(before?.patient) !== String(after.patient))
        problems.push({
          field: 'patient',
          message:
            'An admission stays with its patient: cancel it (admitted in error) and admit the right patient',
        });
      return problems;
    }
    if (change.action !== 'transition' || before?.status === after.status) return [];
    if (after.status === 'Discharged') return dischargeProblems(ctx, after);
    if (after.status === 'Cancelled')
      return billedProblems(ctx, await chargesOfStay(ctx, after), 'status');
    return [];
  },

  async afterWrite(ctx, change) {
    const after = change.after;
    const id = change.id as number;
    if (change.action === 'create') {
      await occupyBed(ctx, Number(after.bed), after, after.admitted_at);
      await admitFromOrigin(ctx, after);
      const days = await chargeDueDays(ctx, after, ctx.now);
      if (days.length > 0)
        await ctx.records.setDerived('impatient', id, { charged_through: days.at(-1) });
      return;
    }
    if (change.action !== 'transition' || change.before?.status === after.status) return;
    if (after.status === 'Discharged' || after.status === 'Cancelled') {
      if (after.status === 'Cancelled')
        await voidCharges(
          ctx,
          await ctx.records.find('charge', { source_model: 'impatient', source_id: id }),
        );
      // Cancelled too goes to Cleaning, not straight to Vacant: the patient lay in the bed, so it
      // is stripped and cleaned before the next one, whatever the admission's paperwork says.
      await freeBed(ctx, Number(after.bed));
    }
  },
};
