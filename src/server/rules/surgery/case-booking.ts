/**
 * Booking a surgical case (`surgicalCase`): it ends after it starts and lasts at most a day
 * (422 on `scheduled_end`); its operating room, surgeon and anesthetist are each in one case at
 * a time: a booking overlapping another case that still holds them (not Cancelled, not yet Back
 * to Ward) is refused with 409 THEATRE_BUSY naming that case and its procedure, never its
 * patient ("OR-1 is booked 09:00–11:00 for SC-2026-000003 (Open appendicectomy): pick another
 * time or room"). The room's, surgeon's and anesthetist's rows are locked first, in that order,
 * so of two bookings of one slot at once the second sees the first.
 *
 * A case on an admission is that admission's patient's (the admission's `refFilter` keeps it to
 * the patient's open one). Its procedure fee is charged once, when the case goes into theatre,
 * for the OR Cashier (case-charges.ts).
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import {
  type BookedCase,
  overlappingCases,
  RELEASED_STATES,
} from '../../repositories/theatre-bookings';
import { physicianName } from '../appointments/working-hours';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { chargeProcedureFee } from './case-charges';
import { bookedSpan, lengthText } from './theatre-time';

const MAX_LENGTH_MS = 24 * 3_600_000;
const TEAM = ['operation_room', 'surgeon', 'anesthetist'] as const;
const TIMES = ['scheduled_start', 'scheduled_end'] as const;

const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
const holdsTime = (record: RecordValues) =>
  !(RELEASED_STATES as readonly unknown[]).includes(record.status);
const instant = (value: unknown) => (value ? Date.parse(String(value)) : Number.NaN);

/** Whether this write puts the case into time it did not hold before (new, moved, restored). */
function takesTime(change: RecordChange): boolean {
  const { before, after, action } = change;
  if (action === 'delete' || action === 'transition' || !holdsTime(after)) return false;
  if (action !== 'update' || !before) return true;
  return (
    [...TIMES].some((field) => instant(before[field]) !== instant(after[field])) ||
    TEAM.some((field) => idOf(before[field]) !== idOf(after[field]))
  );
}

function timeProblems(after: RecordValues): Problem[] {
  const [start, end] = [instant(after.scheduled_start), instant(after.scheduled_end)];
  if (!Number.isFinite(start) || !Number.isFinite(end)) return [];
  if (end <= start)
    return [
      {
        field: 'scheduled_end',
        message: `Ends At must be after Starts At (${bookedSpan(String(after.scheduled_start), String(after.scheduled_end), new Date(start))} is ${end === start ? 'no time at all' : 'backwards'})`,
      },
    ];
  if (end - start > MAX_LENGTH_MS)
    return [
      {
        field: 'scheduled_end',
        message: `A booking lasts at most 24 hours: this one lasts ${lengthText(end - start)}; book the time the operation needs`,
      },
    ];
  return [];
}

interface Team {
  room?: RecordValues;
  surgeon?: RecordValues;
  anesthetist?: RecordValues;
}

/** The room, surgeon and anesthetist, locked in that order (the same in every booking). */
async function lockTeam(ctx: RuleContext, after: RecordValues): Promise<Team> {
  const lockOne = async (model: string, value: unknown) => {
    const id = idOf(value);
    return id === null ? undefined : (await ctx.records.lock(model, [id]))[0];
  };
  const room = await lockOne('operationRoom', after.operation_room);
  const surgeon = await lockOne('physician', after.surgeon);
  const anesthetist = await lockOne('employee', after.anesthetist);
  return { room, surgeon, anesthetist };
}

function busy(
  field: string,
  who: string,
  other: BookedCase,
  asked: Date,
  instead: string,
): Problem {
  const number = other.case_number ?? `case #${other.id}`;
  const what = other.procedure ? ` (${other.procedure})` : '';
  return {
    field,
    conflict: 'THEATRE_BUSY',
    message: `${who} is booked ${bookedSpan(other.scheduled_start, other.scheduled_end, asked)} for ${number}${what}: pick another time or ${instead}`,
  };
}

async function overlapProblems(ctx: RuleContext, change: RecordChange): Promise<Problem[]> {
  const { after } = change;
  const team = await lockTeam(ctx, after);
  const [room, surgeon] = [idOf(after.operation_room), idOf(after.surgeon)];
  if (room === null || surgeon === null) return [];
  const start = new Date(instant(after.scheduled_start));
  const others = await overlappingCases(ctx.trx, {
    start,
    end: new Date(instant(after.scheduled_end)),
    operationRoom: room,
    surgeon,
    anesthetist: idOf(after.anesthetist),
    ...(change.id === undefined ? {} : { exclude: change.id }),
  });
  const problems: Problem[] = [];
  const first = (field: (typeof TEAM)[number]) =>
    others.find((other) => other[field] !== null && other[field] === idOf(after[field]));
  const inRoom = first('operation_room');
  if (inRoom)
    problems.push(
      busy('operation_room', String(team.room?.code ?? team.room?.name), inRoom, start, 'room'),
    );
  const bySurgeon = first('surgeon');
  if (bySurgeon && team.surgeon)
    problems.push(busy('surgeon', physicianName(team.surgeon), bySurgeon, start, 'surgeon'));
  const byAnesthetist = first('anesthetist');
  if (byAnesthetist && team.anesthetist)
    problems.push(
      busy(
        'anesthetist',
        String(team.anesthetist.full_name ?? `Employee #${team.anesthetist.id}`),
        byAnesthetist,
        start,
        'anesthetist',
      ),
    );
  return problems;
}

async function admissionOf(ctx: RuleContext, values: RecordValues) {
  const id = idOf(values.admission);
  return id === null ? undefined : ctx.records.get('impatient', id);
}

export const caseBooking: ModelRule = {
  name: 'surgery.case-booking',
  models: ['surgicalCase'],

  // Before the engine's checks, so the admission's `$patient` filter meets its own patient.
  async fill(ctx, values) {
    const admission = await admissionOf(ctx, values);
    if (admission) values.patient = admission.patient;
  },

  async prepare(ctx, change) {
    if (change.action === 'transition') return;
    const admission = await admissionOf(ctx, change.after);
    if (admission) change.after.patient = admission.patient;
  },

  async check(ctx, change) {
    if (change.action === 'delete' || change.action === 'transition') return [];
    const problems = timeProblems(change.after);
    if (problems.length > 0 || !takesTime(change)) return problems;
    return overlapProblems(ctx, change);
  },

  async afterWrite(ctx, change) {
    if (change.action === 'transition' && change.after.status === 'In Theatre')
      await chargeProcedureFee(ctx, change.after);
  },
};
