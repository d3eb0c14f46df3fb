/**
 * Which days of the theatre schedule a committed write changed, on the hospital's clock, so a
 * page showing another day need not read its schedule again: every day a written case's booked
 * time falls on (a case over midnight shows on both days, as the schedule's read finds it), and
 * on a rebooking the days of its old time too (from the write's recorded changes); a checklist
 * step, count sheet, PACU record or consumables issue changes its case's days; an operating room
 * shows on every day (null: all of them).
 */
import { splitInstant } from '../../engine/format/dates';
import { dayStart, nextDay } from '../inpatient/ward-census';
import type { AnyDb } from '../models/any-db';
import type { CommittedWrite } from '../models/model-service';
import { casesOf, caseTimes } from '../repositories/theatre-case-times';

/** The records of a case that the schedule's news covers, each naming its `surgical_case`. */
export const CASE_RECORD_MODELS = ['safetyChecklist', 'countSheet', 'pacuRecord', 'caseConsumable'];

/** A case is booked for at most a day (surgery.case-booking): its days are two at most. */
const MAX_DAYS = 3;

/** The days on the hospital's clock that the booked time [start, end) falls on. */
export function bookedDays(start: unknown, end: unknown): string[] {
  const from = Date.parse(String(start ?? ''));
  if (!Number.isFinite(from)) return [];
  const until = Date.parse(String(end ?? ''));
  let day = splitInstant(new Date(from).toISOString())?.date as string;
  const days = [day];
  while (
    Number.isFinite(until) &&
    days.length < MAX_DAYS &&
    Date.parse(dayStart(nextDay(day))) < until
  ) {
    day = nextDay(day);
    days.push(day);
  }
  return days;
}

/** What a field held before the write, when the write changed it; undefined otherwise. */
function before(changes: unknown, field: string): unknown {
  const change = (changes as Record<string, unknown> | undefined)?.[field];
  return change && typeof change === 'object' && 'from' in change
    ? (change as { from: unknown }).from
    : undefined;
}

const idsOf = (writes: readonly CommittedWrite[], model: string) => [
  ...new Set(writes.filter((write) => write.model === model).map((write) => write.id)),
];

/** The days (yyyy-MM-dd, sorted) the writes changed, or null for every day. */
export async function changedDays(
  db: AnyDb,
  writes: readonly CommittedWrite[],
): Promise<string[] | null> {
  if (writes.some((write) => write.model === 'operationRoom')) return null;
  const cases = new Set(idsOf(writes, 'surgicalCase'));
  for (const model of CASE_RECORD_MODELS)
    for (const id of await casesOf(db, model, idsOf(writes, model))) cases.add(id);
  const times = await caseTimes(db, [...cases]);
  const days = new Set<string>();
  for (const [, time] of times)
    for (const day of bookedDays(time.scheduled_start, time.scheduled_end)) days.add(day);
  // A rebooked case leaves its old day(s) too: its time before the write.
  for (const write of writes) {
    if (write.model !== 'surgicalCase') continue;
    const start = before(write.changes, 'scheduled_start');
    const end = before(write.changes, 'scheduled_end');
    if (start == null && end == null) continue;
    const now = times.get(write.id);
    for (const day of bookedDays(start ?? now?.scheduled_start, end ?? now?.scheduled_end))
      days.add(day);
  }
  return [...days].sort();
}
