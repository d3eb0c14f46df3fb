import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { DEFAULT_SETTINGS } from '../../engine/types';

/** Demo dates are planned in the hospital's default time zone. */
export const ZONE = DEFAULT_SETTINGS.timeZone;

/** `yyyy-MM-dd` plus n days (calendar arithmetic, no time zone involved). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A local time on a calendar day in the hospital's time zone, with its offset. */
export function hospitalTime(day: string, time: string): string {
  const instant = fromZonedTime(`${day}T${time}:00`, ZONE);
  return formatInTimeZone(instant, ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}
