/**
 * One discharge summary per admission: a second is 409 `SUMMARY_EXISTS` naming the one there
 * (the admission's row locked first, so two doctors writing at once leave one). A new summary
 * left without a final diagnosis takes the admission's diagnosis, which the doctor corrects
 * when the stay proved it wrong. The take-home prescription's `refFilter` holds it to the
 * patient's own prescriptions; the admission-record rule lets the summary be finished and
 * signed after the patient has left.
 */
import type { RecordValues } from '../../models/model-runtime';
import { clockText, RECORDED_AT } from '../clinical/bound-record';
import type { ModelRule, RecordChange } from '../types';

const admissionId = (values: RecordValues | undefined) => {
  const id = Number(values?.admission);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** A write that puts a summary on an admission it was not on before. */
const joinsAdmission = (change: RecordChange) =>
  change.action === 'create' ||
  change.action === 'restore' ||
  (change.action === 'update' && admissionId(change.before) !== admissionId(change.after));

export const dischargeSummaryRule: ModelRule = {
  name: 'inpatient.discharge-summary',
  models: ['dischargeSummary'],

  async fill(ctx, values) {
    const id = admissionId(values);
    if (!id || (values.final_diagnosis !== undefined && values.final_diagnosis !== null)) return;
    const admission = await ctx.records.get('impatient', id);
    if (admission?.admission_diagnosis) values.final_diagnosis = admission.admission_diagnosis;
  },

  async check(ctx, change) {
    const id = admissionId(change.after);
    if (!id || !joinsAdmission(change)) return [];
    // Locked before the look: of two summaries written at once, the second sees the first.
    const [admission] = await ctx.records.lock('impatient', [id]);
    const [other] = (await ctx.records.find('dischargeSummary', { admission: id })).filter(
      (summary) => summary.id !== change.id,
    );
    if (!other) return [];
    const number = String(admission?.admission_number ?? `Admission ${id}`);
    const written = other[RECORDED_AT] ? `written ${clockText(String(other[RECORDED_AT]))}, ` : '';
    return [
      {
        field: 'admission',
        message: `${number} already has its discharge summary (discharge summary ${other.id}, ${written}${other.status}): an admission has one; open that one to finish or sign it.`,
        conflict: 'SUMMARY_EXISTS',
      },
    ];
  },
};
