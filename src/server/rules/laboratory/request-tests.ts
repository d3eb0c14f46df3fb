/**
 * A lab request's tests: at least one, none twice (422 on the repeated row, naming the row it
 * repeats), and a test whose result is already entered stays on the request (422 on `tests`).
 * When its tests change, what it needs collected changes with them: a test needing a sample
 * type not yet collected takes a Sample Collected request back to Requested, and dropping the
 * last such test moves it on (request-samples.ts).
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { sameValue } from '../../models/record-validation';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { followSamples, testRows } from './request-samples';

const testIds = (request: RecordValues | undefined) =>
  request ? testRows(request).map((row) => Number(row.test)) : [];

const changesTests = (change: RecordChange) =>
  change.action === 'create' ||
  (change.action === 'update' && !sameValue(testIds(change.before), testIds(change.after)));

async function testName(ctx: RuleContext, id: number) {
  const test = await ctx.records.get('test', id);
  return test ? `${test.code} ${test.name}` : `test #${id}`;
}

async function repeatedRows(ctx: RuleContext, ids: number[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const [index, id] of ids.entries()) {
    const first = ids.indexOf(id);
    if (first === index) continue;
    problems.push({
      field: `tests[${index}].test`,
      message: `Tests row ${index + 1}: ${await testName(ctx, id)} is already ordered in row ${first + 1}; order each test once`,
    });
  }
  return problems;
}

/** Tests the update drops although their results are entered. */
async function droppedWithResults(ctx: RuleContext, change: RecordChange): Promise<Problem[]> {
  const kept = new Set(testIds(change.after));
  const dropped = testIds(change.before).filter((id) => !kept.has(id));
  if (dropped.length === 0) return [];
  const results = await ctx.records.find('labResult', {
    lab_request: change.id as number,
    test: dropped,
  });
  const problems: Problem[] = [];
  for (const id of new Set(results.map((r) => Number(r.test))))
    problems.push({
      field: 'tests',
      message: `${await testName(ctx, id)} has a result entered on ${change.after.request_number}; a test with a result cannot be removed from its request`,
    });
  return problems;
}

export const labRequestTests: ModelRule = {
  name: 'laboratory.request-tests',
  models: ['labRequest'],

  async check(ctx, change) {
    if (!changesTests(change)) return [];
    const ids = testIds(change.after);
    if (ids.length === 0)
      return [
        { field: 'tests', message: 'A lab request needs at least one test: add one under Tests' },
      ];
    return [
      ...(await repeatedRows(ctx, ids)),
      ...(change.action === 'update' ? await droppedWithResults(ctx, change) : []),
    ];
  },

  async afterWrite(ctx, change) {
    if (change.action === 'update' && changesTests(change))
      await followSamples(ctx, change.id as number);
  },
};
