/**
 * Bookings that keep the booking rule (appointments.booking-slot): a physician made with
 * WEEKDAY_HOURS (tests/helpers/patients.ts) works Monday to Friday, 08:30 to 17:00, in
 * 15-minute slots, and each slot takes one active booking.
 */
import { joinInstant } from '../../src/engine/format/dates';
import { DEFAULT_SETTINGS } from '../../src/engine/types';

/** A slot's start on the hospital's clock, as `scheduled_at` takes it: "2026-03-02T09:00:00-05:00". */
export function slotAt(date: string, time: string): string {
  const at = joinInstant(date, time, DEFAULT_SETTINGS.timeZone);
  if (!at) throw new Error(`no such time: ${date} ${time}`);
  return at;
}

/**
 * Successive free slots of a WEEKDAY_HOURS physician from `date` (a weekday) on: 08:30, 08:45,
 * ... 16:45, then the next weekday's. Each call gives the next; one series per physician.
 */
export function slotSeries(date = '2026-03-02'): () => string {
  let day = new Date(`${date}T12:00:00Z`);
  let minute = 8 * 60 + 30;
  return () => {
    if (minute + 15 > 17 * 60) {
      do day = new Date(day.getTime() + 86_400_000);
      while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
      minute = 8 * 60 + 30;
    }
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    minute += 15;
    return slotAt(day.toISOString().slice(0, 10), time);
  };
}
