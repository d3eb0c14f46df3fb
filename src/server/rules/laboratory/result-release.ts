/**
 * Releasing a verified result to the doctor: one `testResult` per parameter with a value, what
 * the chart, trends and reports read. Re-verification after an amendment updates the released
 * rows in place (a value emptied by the amendment is released empty), so the doctor always
 * reads the last verified values; the earlier ones stay in each row's history.
 */
import { numberFrom } from '../../../engine/validation/values';
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';
import { isBlank } from './result-names';

export async function releaseResult(ctx: RuleContext, result: RecordValues): Promise<void> {
  const id = Number(result.id);
  const sample = isBlank(result.sample)
    ? undefined
    : await ctx.records.get('labSample', Number(result.sample));
  const released = new Map(
    (await ctx.records.find('testResult', { lab_result: id })).map((row) => [
      String(row.parameter),
      Number(row.id),
    ]),
  );
  const rows = Array.isArray(result.parameters) ? (result.parameters as RecordValues[]) : [];
  for (const row of rows) {
    const code = String(row.parameter);
    const existing = released.get(code);
    if (isBlank(row.value) && existing === undefined) continue;
    const values: RecordValues = {
      parameter_name: row.parameter_name ?? null,
      value: row.value ?? '',
      value_number: numberFrom(row.value) ?? null,
      unit: row.unit ?? null,
      reference_range: row.reference_range ?? null,
      flag: row.flag ?? null,
      collected_at: sample?.collected_at ?? null,
      released_at: ctx.now.toISOString(),
    };
    if (existing !== undefined) await ctx.records.setDerived('testResult', existing, values);
    else
      await ctx.records.create('testResult', {
        ...values,
        patient: result.patient,
        lab_request: result.lab_request,
        lab_result: id,
        test: result.test,
        parameter: code,
      });
  }
}
