import { sql } from 'kysely';
import { calendarDay } from '../../engine/format/dates';
import { DEFAULT_SETTINGS, type NamingSchema } from '../../engine/types';
import type { AnyDb } from './any-db';

const SEQUENCE = /\{seq:(\d+)\}|\{(#+)\}/;

interface CalendarParts {
  yyyy: string;
  mm: string;
  dd: string;
}

/** Year, month and day of `at` on `timeZone`'s calendar, zero-padded. */
function calendarParts(at: Date, timeZone: string): CalendarParts {
  const [yyyy = '', mm = '', dd = ''] = calendarDay(at, timeZone).split('-');
  return { yyyy, mm, dd };
}

/**
 * `MRN-{YYYY}-{seq:6}` or `MRN-{YYYY}-{######}` at a date: the series key and a formatter. The
 * date parts are the hospital's calendar (its time zone), not UTC: a patient registered at
 * 22:00 on 31 December is numbered in that year.
 */
export function namingParts(pattern: string, at: Date, timeZone = DEFAULT_SETTINGS.timeZone) {
  const { yyyy, mm, dd } = calendarParts(at, timeZone);
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
 * The next name of a series, inside the caller's transaction (`nextNames` for one).
 */
export async function nextName(
  trx: AnyDb,
  model: string,
  naming: NamingSchema,
  at: Date,
): Promise<string> {
  return (await nextNames(trx, model, naming, at, 1))[0] as string;
}

/**
 * PostgreSQL: where each write transaction draws its numbers (drawNamesOutside). Drawn inside
 * it, the series' counter row stays locked until the transaction ends, so every other write
 * numbering in that series (all concurrent dispensings, every charge) waits for the whole rest
 * of it: ten pharmacists dispensing at once took turns for some 0.7 s. Drawn on a connection of
 * their own, each draw commits at once and holds the row for that one statement; as with
 * PostgreSQL's sequences, a write that rolls back after drawing leaves its number unused (a gap).
 * SQLite has one writer, so its numbers are drawn in the transaction and a rollback returns them.
 * A series marked `gapless` (fiscal documents: invoices, payments, credit notes, counter sales)
 * is drawn in the transaction on PostgreSQL too: auditors expect those numbers without holes.
 */
const drawnOn = new WeakMap<object, AnyDb>();

/** Makes `trx` draw its names on `counters` (autocommitted, outside the transaction). */
export function drawNamesOutside(trx: AnyDb, counters: AnyDb): void {
  drawnOn.set(trx, counters);
}

/**
 * The next `count` names of a series, in order, for the caller's transaction: one upsert
 * creates the counter row at `count` or moves it on by `count` and answers where it stands
 * (atomically: concurrent creates never share a value), so a batch of records is numbered in
 * one statement. In the transaction (the row locked until it ends), or outside it on
 * PostgreSQL (drawNamesOutside).
 */
export async function nextNames(
  trx: AnyDb,
  model: string,
  naming: NamingSchema,
  at: Date,
  count: number,
): Promise<string[]> {
  if (count < 1) return [];
  const { series, format } = namingParts(naming.pattern, at);
  // A gapless series (invoices, receipts) is drawn in the write's own transaction everywhere:
  // its writes take turns on the counter row, and a rollback gives the number back.
  const drawer = naming.gapless ? trx : (drawnOn.get(trx) ?? trx);
  // Written as SQL text rather than through the query builder: every write draws here, and
  // building the upsert's nodes cost more than running it (issue 20's dispensing profile).
  const { rows } = await sql<{ value: number | string | bigint }>`
    insert into "naming_series" ("series", "value") values (${`${model}:${series}`}, ${count})
    on conflict ("series") do update set "value" = "naming_series"."value" + ${count}
    returning "value"`.execute(drawer);
  const row = rows[0];
  if (!row) throw new Error(`naming series ${model}:${series} answered no value`);
  const last = Number(row.value);
  return Array.from({ length: count }, (_, i) => format(last - count + 1 + i));
}
