/**
 * What the bed board's alerts are read from, one query each for all the board's admissions or
 * patients at once (never one per bed): the allergies recorded on the patients' allergy
 * sheets, the flags of each admission's latest entry of every vital-sign chart, the medication
 * orders each admission has active and their recorded doses. Each selects the board's
 * admissions through `heldAdmissions` (bed-board.ts) rather than a list of their ids, so all
 * run at once beside the beds' own query, and their SQL (and PostgreSQL's planning of it) is
 * the same whatever the number of beds.
 */
import { sql } from 'kysely';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import type { HeldAdmissions } from './bed-board';
import { textOrNull } from './column-values';
import { parseStringList } from './json-text';

export interface AllergyEntry {
  patient: number;
  allergen: string;
  severity: string | null;
  reaction: string | null;
}

/** The allergies on the allergy sheets of these patients (any admission's), oldest first. */
export async function readAllergies(db: AnyDb, held: HeldAdmissions): Promise<AllergyEntry[]> {
  const rows = await db
    .selectFrom(tableName('allergySheet'))
    .select(['patient', 'allergen', 'severity', 'reaction'])
    .where('patient', 'in', db.selectFrom(held.as('h')).select('h.patient'))
    .where('deleted_at', 'is', null)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => textOrNull(row.allergen) !== null)
    .map((row) => ({
      patient: Number(row.patient),
      allergen: String(row.allergen),
      severity: textOrNull(row.severity),
      reaction: textOrNull(row.reaction),
    }));
}

export interface ChartFlagsEntry {
  chart: string;
  admission: number;
  recorded_at: string;
  flags: string[];
}

/**
 * The latest entry of each of these charts for each held admission, with its flags (the rule
 * clinical.vital-sign-flags keeps them): one query over all the charts, the admissions read
 * once (a common table) and each chart looked up by its admission index.
 */
export async function readLatestChartFlags(
  db: AnyDb,
  charts: readonly string[],
  held: HeldAdmissions,
): Promise<ChartFlagsEntry[]> {
  if (charts.length === 0) return [];
  const latest = charts.map(
    (chart) => sql`select ${sql.lit(chart)} as chart, admission, recorded_at, flags,
      row_number() over (partition by admission order by recorded_at desc, id desc) as place
      from ${sql.table(tableName(chart))}
      where deleted_at is null and admission in (select id from held)`,
  );
  const { rows } = await sql<{
    chart: string;
    admission: unknown;
    recorded_at: unknown;
    flags: unknown;
  }>`with held as ${held} select chart, admission, recorded_at, flags
    from (${sql.join(latest, sql` union all `)}) latest where place = 1`.execute(db);
  return rows
    .map((row) => ({
      chart: String(row.chart),
      admission: Number(row.admission),
      recorded_at: String(row.recorded_at ?? ''),
      flags: parseStringList(textOrNull(row.flags)),
    }))
    .filter((row) => row.flags.length > 0);
}

export interface ActiveOrderEntry {
  id: number;
  admission: number;
  sheet: string;
  frequency: string;
  start_at: string | null;
  end_at: string | null;
  stopped_at: string | null;
}

/** The active medication orders of the held admissions, to select from. */
function activeOrders(db: AnyDb, held: HeldAdmissions) {
  return db
    .selectFrom(tableName('medicationOrder'))
    .where('admission', 'in', db.selectFrom(held.as('h')).select('h.id'))
    .where('status', '=', 'Active')
    .where('deleted_at', 'is', null);
}

/** The active medication orders of the held admissions, with what their schedule is made of. */
export async function readActiveOrders(
  db: AnyDb,
  held: HeldAdmissions,
): Promise<ActiveOrderEntry[]> {
  const rows = await activeOrders(db, held)
    .select(['id', 'admission', 'sheet', 'frequency', 'start_at', 'end_at', 'stopped_at'])
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    admission: Number(row.admission),
    sheet: String(row.sheet ?? ''),
    frequency: String(row.frequency ?? ''),
    start_at: textOrNull(row.start_at),
    end_at: textOrNull(row.end_at),
    stopped_at: textOrNull(row.stopped_at),
  }));
}

export interface RecordedDoseEntry {
  medication_order: number;
  scheduled_at: string;
  outcome: string;
}

/**
 * The doses recorded for the held admissions' active orders scheduled at or after `since` (an
 * ISO instant), read beside the orders themselves.
 */
export async function readRecordedDoses(
  db: AnyDb,
  held: HeldAdmissions,
  since: string,
): Promise<RecordedDoseEntry[]> {
  const rows = await db
    .selectFrom(tableName('medicationAdministration'))
    .select(['medication_order', 'scheduled_at', 'outcome'])
    .where('medication_order', 'in', activeOrders(db, held).select('id'))
    .where('scheduled_at', '>=', since)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    medication_order: Number(row.medication_order),
    scheduled_at: String(row.scheduled_at ?? ''),
    outcome: String(row.outcome ?? ''),
  }));
}
