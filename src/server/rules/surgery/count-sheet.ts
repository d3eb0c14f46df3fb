/**
 * A count sheet (`countSheet`): swabs, needles, blades and instruments counted before, added
 * during and counted after an operation. Each row's difference is the schema's row formula
 * (before + added - after, worked out by the engine in the form and on the server); the sheet's
 * status is the server's: Open while a row has no count after, Reconciled when every row's
 * difference is 0, Discrepancy when any is not. A count is done by two people: the second
 * counter is someone other than the writer.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { staffName } from '../../repositories/staff-names';
import type { ModelRule, RuleContext } from '../types';

export type CountStatus = 'Open' | 'Reconciled' | 'Discrepancy';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const num = (value: unknown) => (isBlank(value) ? 0 : Number(value));

export const countRows = (sheet: RecordValues) =>
  (Array.isArray(sheet.items) ? sheet.items : []) as RecordValues[];

/** The sheet's status from its rows. */
export function countStatus(sheet: RecordValues): CountStatus {
  const rows = countRows(sheet);
  if (rows.length === 0 || rows.some((row) => isBlank(row.after))) return 'Open';
  return rows.every((row) => difference(row) === 0) ? 'Reconciled' : 'Discrepancy';
}

const difference = (row: RecordValues) => num(row.before) + num(row.added) - num(row.after);

/** "Swabs (raytec) 10 before + 2 added, 11 after" for each row whose counts disagree. */
export function disagreements(sheet: RecordValues): string[] {
  return countRows(sheet)
    .filter((row) => !isBlank(row.after) && difference(row) !== 0)
    .map((row) => {
      const added = num(row.added) > 0 ? ` + ${num(row.added)} added` : '';
      return `${row.item} ${num(row.before)} before${added}, ${num(row.after)} after`;
    });
}

/** The rows still waiting for their count after: "Needles". */
export const uncounted = (sheet: RecordValues) =>
  countRows(sheet)
    .filter((row) => isBlank(row.after))
    .map((row) => String(row.item));

const normal = (text: unknown) =>
  String(text ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

async function secondCounterProblems(ctx: RuleContext, sheet: RecordValues): Promise<Problem[]> {
  const counter = normal(sheet.second_counter);
  const writer = String(sheet.recorded_by ?? ctx.actor.email ?? '');
  if (!counter || !writer) return [];
  const names = [writer, await staffName(ctx.trx, writer)].map(normal);
  if (!names.includes(counter)) return [];
  return [
    {
      field: 'second_counter',
      message: 'The second counter is someone other than you: name the nurse who counted with you',
    },
  ];
}

export const countSheetRule: ModelRule = {
  name: 'surgery.count-sheet',
  models: ['countSheet'],

  prepare(_ctx, change) {
    if (change.action === 'delete') return;
    change.after.status = countStatus(change.after);
  },

  async check(ctx, change) {
    if (change.action === 'delete') return [];
    return secondCounterProblems(ctx, change.after);
  },
};
