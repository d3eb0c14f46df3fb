/**
 * The values of a lab result, kept by the server: its rows are the test's parameters with their
 * unit, reference range and flag worked out from the catalogue and the patient's sex and age on
 * the sample's day (result-rows.ts); `has_critical` says whether a value is beyond a critical
 * limit; `entered_by`/`entered_at` name who last wrote the values and when. A new result sent
 * without rows gets the test's parameters with empty values. A value the parameter cannot take,
 * an unknown parameter or a flag other than the server's is refused (422, on its row).
 */
import { CRITICAL_FLAGS, type LabFlag } from '../../../engine/laboratory';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { sameValue } from '../../models/record-validation';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { refId } from './result-names';
import { parameterRows, resultRows } from './result-rows';

/** What `prepare` found wrong, for `check` to answer (prepare itself cannot refuse). */
const refused = new WeakMap<RecordValues, Problem[]>();

const rowsOf = (value: unknown): RecordValues[] => (Array.isArray(value) ? value : []);
const valuesOf = (record: RecordValues | undefined) =>
  rowsOf(record?.parameters).map((row) => [row.parameter, row.value ?? '']);

async function get(ctx: RuleContext, model: string, value: unknown) {
  const id = refId(value);
  return id === undefined ? undefined : ctx.records.get(model, id);
}

async function prepareValues(ctx: RuleContext, change: RecordChange) {
  const result = change.after;
  const test = await get(ctx, 'test', result.test);
  if (!test) return;
  const { rows, problems } = resultRows({
    test,
    patient: await get(ctx, 'patient', result.patient),
    sample: await get(ctx, 'labSample', result.sample),
    sent: rowsOf(result.parameters),
    stored: rowsOf(change.before?.parameters),
    now: ctx.now,
  });
  refused.set(result, problems);
  result.parameters = rows;
  result.has_critical = rows.some((row) => CRITICAL_FLAGS.includes(row.flag as LabFlag));
  if (change.action === 'create' || !sameValue(valuesOf(change.before), valuesOf(result))) {
    result.entered_by = ctx.actor.email ?? null;
    result.entered_at = ctx.now.toISOString();
  }
}

export const labResultValues: ModelRule = {
  name: 'laboratory.result-values',
  models: ['labResult'],

  /** The test's parameters as empty rows, so a result may be opened before its values are in. */
  async fill(ctx, values) {
    if (rowsOf(values.parameters).length > 0) return;
    const test = await get(ctx, 'test', values.test);
    if (test)
      values.parameters = parameterRows(test).map((p) => ({ parameter: p.code, value: '' }));
  },

  async prepare(ctx, change) {
    if (change.action === 'create' || change.action === 'update') await prepareValues(ctx, change);
  },

  check(_ctx, change) {
    return refused.get(change.after) ?? [];
  },
};
