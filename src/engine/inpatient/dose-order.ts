/**
 * A medication order's record (schemas/medicationOrder.json) as the schedule reads it, with the
 * hospital's time zone the schedule is worked out in.
 */
import { DEFAULT_SETTINGS } from '../types';
import type { DoseOrder } from './dose-schedule';

const text = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : String(value);

export function doseOrderOf(record: Readonly<Record<string, unknown>>): DoseOrder {
  return {
    sheet: String(record.sheet ?? ''),
    frequency: String(record.frequency ?? ''),
    startAt: String(record.start_at ?? ''),
    endAt: text(record.end_at),
    stoppedAt: text(record.stopped_at),
  };
}

/** The time zone doses fall due in: the hospital's. */
export const HOSPITAL_TIME_ZONE = DEFAULT_SETTINGS.timeZone;
