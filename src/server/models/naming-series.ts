import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_SETTINGS, type NamingSchema } from '../../engine/types';
import type { AnyDb } from './any-db';

const SEQUENCE = /\{seq:(\d+)\}|\{(#+)\}/;

/**
 * `MRN-{YYYY}-{seq:6}` or `MRN-{YYYY}-{######}` at a date: the series key and a formatter. The
 * date parts are the hospital's calendar (its time zone), not UTC: a patient registered at
 * 22:00 on 31 December is numbered in that year.
 */
export function namingParts(pattern: string, at: Date, timeZone = DEFAULT_SETTINGS.timeZone) {
  const [yyyy, mm, dd] = formatInTimeZone(at, timeZone, 'yyyy-MM-dd').split('-') as [
    string,
    string,
    string,
  ];
  const rendered = pattern
    .replaceAll('{YYYY}', yyyy)
    .replaceAll('{YY}', yyyy.slice(2))
    .replaceAll('{MM}', mm)
    .replaceAll('{DD}', dd);
  const match = SEQUENCE.exec(rendered);
  const width = match ? Number(match[1] ?? match[2]?.length ?? 1) : 0;
  return {
    // The counter restarts whenever the rendered date parts change (a new year, say).
    series: rendered.replace(SEQUENCE, '#'),
    format: (n: number) =>
      match ? rendered.replace(SEQUENCE, String(n).padStart(width, '0')) : `${rendered}${n}`,
  };
}

/**
 * The next name of a series, inside the caller's transaction: the counter row is created if
 * needed and incremented in one UPDATE ... RETURNING, so concurrent creates never share a value.
 */
export async function nextName(
  trx: AnyDb,
  model: string,
  naming: NamingSchema,
  at: Date,
): Promise<string> {
  const { series, format } = namingParts(naming.pattern, at);
  const key = `${model}:${series}`;
  await trx
    .insertInto('naming_series')
    .values({ series: key, value: 0 })
    .onConflict((oc) => oc.column('series').doNothing())
    .execute();
  const row = await trx
    .updateTable('naming_series')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('series', '=', key)
    .returning('value')
    .executeTakeFirstOrThrow();
  return format(Number(row.value));
}
