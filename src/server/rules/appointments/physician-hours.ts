/**
 * A physician's working hours make sense as a whole: the day ends after it starts and holds at
 * least one slot; a slot left empty is 15 minutes. Each field's own form (HH:mm, 5 to 120
 * minutes) is the schema's; this is what no single field can say.
 */
import type { Problem } from '../../errors';
import type { ModelRule } from '../types';
import { clockOf, DEFAULT_SLOT_MINUTES, minutesOf } from './working-hours';

export const physicianHours: ModelRule = {
  name: 'appointments.physician-hours',
  models: ['physician'],
  prepare(_ctx, change) {
    const slot = change.after.slot_minutes;
    if (slot === undefined || slot === null || slot === '')
      change.after.slot_minutes = DEFAULT_SLOT_MINUTES;
  },
  check(_ctx, change) {
    if (change.action === 'delete') return [];
    const start = minutesOf(change.after.start_time);
    const end = minutesOf(change.after.end_time);
    const slot = Number(change.after.slot_minutes);
    if (start === undefined || end === undefined) return [];
    const problems: Problem[] = [];
    if (end <= start)
      problems.push({
        field: 'end_time',
        message: `End Time must be after Start Time (${clockOf(start)})`,
      });
    else if (Number.isFinite(slot) && start + slot > end)
      problems.push({
        field: 'slot_minutes',
        message: `Slot Length must fit in the working day: ${clockOf(start)} to ${clockOf(end)} holds no ${slot}-minute slot`,
      });
    return problems;
  },
};
