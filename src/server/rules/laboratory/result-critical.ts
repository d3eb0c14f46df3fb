/**
 * A critical value tells the doctor who ordered the test at once, before verification: when a
 * result's write gives a row a Critical Low or Critical High flag it did not have with that
 * value, the request's `ordered_by` gets a critical notification and an Urgent task in My Tasks
 * (notify(), in this write's transaction, pushed after it commits) naming each such parameter
 * with its value, unit and range, the patient, and the request it opens. A request with no
 * ordering doctor on record notifies no one.
 */
import { CRITICAL_FLAGS, type LabFlag } from '../../../engine/laboratory';
import type { RecordValues } from '../../models/model-runtime';
import { notify } from '../../notifications/notify';
import type { ModelRule, RuleContext } from '../types';
import { isBlank, patientTitle, testTitle } from './result-names';

const rowsOf = (value: unknown): RecordValues[] => (Array.isArray(value) ? value : []);
const isCritical = (row: RecordValues) => CRITICAL_FLAGS.includes(row.flag as LabFlag);

/** The rows critical now that were not critical with the same value before. */
function newlyCritical(before: RecordValues | undefined, after: RecordValues) {
  const earlier = rowsOf(before?.parameters);
  return rowsOf(after.parameters).filter(
    (row) =>
      isCritical(row) &&
      !earlier.some(
        (old) => old.parameter === row.parameter && old.value === row.value && isCritical(old),
      ),
  );
}

const reading = (row: RecordValues) =>
  [row.parameter_name, row.value, row.unit].filter((part) => !isBlank(part)).join(' ');

async function tellDoctor(ctx: RuleContext, result: RecordValues, rows: RecordValues[]) {
  const request = await ctx.records.get('labRequest', Number(result.lab_request));
  if (!request || isBlank(request.ordered_by)) return;
  const [test, patient] = await Promise.all([
    ctx.records.get('test', Number(result.test)),
    ctx.records.get('patient', Number(result.patient)),
  ]);
  const values = rows.map((row) => {
    const range = isBlank(row.reference_range) ? '' : `, reference ${row.reference_range}`;
    return `${reading(row)} (${row.flag}${range})`;
  });
  await notify(ctx, {
    to: String(request.ordered_by),
    title: `Critical value${rows.length > 1 ? 's' : ''}: ${rows.map(reading).join(', ')}`,
    message: `${values.join('; ')} for ${patientTitle(ctx, patient, result.patient)}, ${request.request_number} ${testTitle(test, result.test)}. Entered by ${result.entered_by ?? 'the laboratory'}, not yet verified.`,
    link: `/admin/main/labRequest/l/detail/${request.id}`,
    severity: 'critical',
    source: { model: 'labResult', id: Number(result.id) },
  });
}

export const labResultCritical: ModelRule = {
  name: 'laboratory.result-critical',
  models: ['labResult'],

  async afterWrite(ctx, change) {
    if (change.action !== 'create' && change.action !== 'update') return;
    const rows = newlyCritical(change.before, change.after);
    if (rows.length > 0) await tellDoctor(ctx, change.after, rows);
  },
};
