/**
 * What the ward, room and bed rules share: trimmed codes, "active unless it says otherwise",
 * a record's twin by a key, and a short list of names ("M-101-A, M-101-B and 3 more").
 */
import type { RecordValues } from '../../models/model-runtime';
import type { RecordChange, RuleContext } from '../types';

export const text = (value: unknown) => (value == null ? '' : String(value).trim());

/** Trims `field` and makes a new record active unless it says otherwise. */
export function trimAndActivate(change: RecordChange, field: string) {
  if (typeof change.after[field] === 'string') change.after[field] = text(change.after[field]);
  if (change.action === 'create' && change.after.is_active == null) change.after.is_active = true;
}

/** Another live record of `model` with these values (not the one being written). */
export async function twinOf(
  ctx: RuleContext,
  model: string,
  id: number | undefined,
  where: Record<string, unknown>,
): Promise<RecordValues | undefined> {
  return (await ctx.records.find(model, where)).find((row) => Number(row.id) !== id);
}

/** The first five names and how many more: a refusal names what stands in the way. */
export function namesOf(names: readonly string[]): string {
  const shown = names.slice(0, 5);
  if (names.length <= 5) return shown.join(', ');
  return `${shown.join(', ')} and ${names.length - 5} more`;
}

export const bedCount = (count: number) => (count === 1 ? '1 bed' : `${count} beds`);

/** An id as a client may send it, in `fill` before the engine checks it; else undefined (its 422 follows). */
export function idOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : undefined;
}
