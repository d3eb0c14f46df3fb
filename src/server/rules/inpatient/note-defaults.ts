/**
 * What a ward note takes from its admission when the doctor leaves it empty: an acceptance
 * note's accepting ward and working diagnosis are the admission's ward and diagnosis; a
 * transfer note leaves from the admission's ward (where the patient lies now) and goes to
 * another one: the same ward on both sides is refused (a move within a ward is a bed transfer,
 * not a handover between teams).
 */
import type { ModelRule } from '../types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A rule filling a new note's empty fields from its admission's: note field -> admission field. */
function fromAdmission(name: string, model: string, fields: Record<string, string>): ModelRule {
  return {
    name,
    models: [model],
    async fill(ctx, values) {
      const id = Number(values.admission);
      if (!Number.isInteger(id) || id <= 0) return;
      const admission = await ctx.records.get('impatient', id);
      if (!admission) return;
      for (const [field, source] of Object.entries(fields))
        if (isBlank(values[field])) values[field] = admission[source] ?? null;
    },
  };
}

export const acceptanceNoteRule = fromAdmission('inpatient.acceptance-note', 'acceptanceNote', {
  accepting_unit: 'ward',
  working_diagnosis: 'admission_diagnosis',
});

export const transferNoteRule: ModelRule = {
  ...fromAdmission('inpatient.transfer-note', 'transferNote', { from_ward: 'ward' }),

  check(_ctx, change) {
    if (change.action === 'delete') return [];
    const { from_ward: from, to_ward: to } = change.after;
    if (isBlank(from) || String(from) !== String(to)) return [];
    return [
      {
        field: 'to_ward',
        message:
          'To Ward is the ward the patient leaves (From Ward): a transfer note hands over to another ward; a move within the ward is a bed transfer.',
      },
    ];
  },
};
