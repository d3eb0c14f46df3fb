/**
 * What the anesthesia and recovery rules read of a record's surgical case: the case itself (its
 * row locked where a rule decides "one per case" on it), its number as people say it, times on
 * the hospital's clock, and the 409 for a second record of a kind a case holds once (naming
 * who wrote the one there, staff-names.ts).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { staffName } from '../../repositories/staff-names';
import { refId } from '../laboratory/result-names';
import type { RecordChange, RuleContext } from '../types';

export async function caseOf(
  ctx: RuleContext,
  values: RecordValues,
  options: { lock?: boolean } = {},
): Promise<RecordValues | undefined> {
  const id = refId(values.surgical_case);
  if (id === undefined) return undefined;
  if (!options.lock) return ctx.records.get('surgicalCase', id);
  const [row] = await ctx.records.lock('surgicalCase', [id]);
  return row;
}

export const caseName = (surgicalCase: RecordValues) =>
  String(surgicalCase.case_number ?? `surgical case ${surgicalCase.id}`);

/** "09:40" on the hospital's clock; with the date when asked ("2026-03-02 09:40"). */
export function clockTime(value: unknown, withDate = false): string {
  const at = typeof value === 'number' ? value : Date.parse(String(value ?? ''));
  if (!Number.isFinite(at)) return String(value ?? '');
  return formatInTimeZone(at, DEFAULT_SETTINGS.timeZone, withDate ? 'yyyy-MM-dd HH:mm' : 'HH:mm');
}

/**
 * A case holds one record of `model` (one assessment, one PACU record): another one, on a new
 * record, a move to another case or a restore, is a conflict naming the one there. The caller
 * has locked the case's row, so of two written at once the second sees the first.
 */
export async function onePerCase(
  ctx: RuleContext,
  change: RecordChange,
  surgicalCase: RecordValues,
  what: { model: string; title: string; code: string },
): Promise<Problem[]> {
  const moved =
    change.action === 'update' &&
    refId(change.before?.surgical_case) !== refId(change.after.surgical_case);
  if (change.action !== 'create' && change.action !== 'restore' && !moved) return [];
  const [other] = (
    await ctx.records.find(what.model, { surgical_case: Number(surgicalCase.id) })
  ).filter((row) => Number(row.id) !== change.id);
  if (!other) return [];
  return [
    {
      field: 'surgical_case',
      conflict: what.code,
      message: `${caseName(surgicalCase)} already has its ${what.title} (recorded ${clockTime(other.recorded_at, true)} by ${await staffName(ctx.trx, other.recorded_by)}): open it to change it`,
    },
  ];
}
