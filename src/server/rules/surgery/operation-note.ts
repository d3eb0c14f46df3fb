/**
 * An operation note written from its surgical case (`operationNote`) takes what the case already
 * says when the note leaves it empty: the patient, surgeon, procedure, anesthesia and the day
 * of the operation (the day the case went into theatre, else its booked day, on the hospital's
 * clock). The case's `refFilter` on `$patient` then holds the note to that patient's cases.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import type { ModelRule } from '../types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const operationNoteRule: ModelRule = {
  name: 'surgery.operation-note',
  models: ['operationNote'],

  async fill(ctx, values) {
    const id = Number(values.surgical_case);
    if (!Number.isInteger(id) || id <= 0) return;
    const surgicalCase = await ctx.records.get('surgicalCase', id);
    if (!surgicalCase) return;
    const started = surgicalCase.wheeled_in_at ?? surgicalCase.scheduled_start;
    const copies: Record<string, unknown> = {
      patient: surgicalCase.patient,
      surgeon: surgicalCase.surgeon,
      procedure: surgicalCase.procedure,
      anesthesia_type: surgicalCase.anesthesia_type,
      operation_date: started
        ? formatInTimeZone(String(started), DEFAULT_SETTINGS.timeZone, 'yyyy-MM-dd')
        : undefined,
    };
    for (const [field, value] of Object.entries(copies))
      if (isBlank(values[field]) && !isBlank(value)) values[field] = value;
  },
};
