/** How the theatre's messages write a booked time, on the hospital's clock. */
import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_SETTINGS } from '../../../engine/types';

const zone = DEFAULT_SETTINGS.timeZone;
const dayOf = (at: string | Date) => formatInTimeZone(at, zone, 'yyyy-MM-dd');
const clockOf = (at: string | Date) => formatInTimeZone(at, zone, 'HH:mm');

/**
 * "09:00–11:00" when the booking is on the day `asked` falls on, else with its day(s):
 * "2026-03-03 09:00–11:00", "2026-03-02 22:00–2026-03-03 01:00".
 */
export function bookedSpan(start: string, end: string, asked: Date): string {
  const [from, to] = [dayOf(start), dayOf(end)];
  if (from !== to) return `${from} ${clockOf(start)}–${to} ${clockOf(end)}`;
  const day = from === dayOf(asked) ? '' : `${from} `;
  return `${day}${clockOf(start)}–${clockOf(end)}`;
}

/** "2 h 30 min", "26 h". */
export function lengthText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}
