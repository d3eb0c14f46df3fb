/**
 * What the bed board's alerts are read from, one query each for all the board's admissions or
 * patients at once (never one per bed): the allergies recorded on the patients' allergy
 * sheets, the flags of each admission's latest entry of every vital-sign chart, and how many
 * medication orders each admission has active.
 */
import { sql } from 'kysely';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { textOrNull } from './column-values';
import { parseStringList } from './json-text';

export interface AllergyEntry {
  patient: number;
  allergen: string;
  severity: string | null;
  reaction: string | null;
}

/** The allergies on the allergy sheets of these patients (any admission's), oldest first. */
export async function readAllergies(db: AnyDb, patients: number[]): Promise<AllergyEntry[]> {
  if (patients.length === 0) return [];
  const rows = await db
    .selectFrom(tableName('allergySheet'))
    .select(['patient', 'allergen', 'severity', 'reaction'])
    .where('patient', 'in', patients)
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
 * The latest entry of each of these charts for each of these admissions, with its flags (the
 * rule clinical.vital-sign-flags keeps them): one query over all the charts, each walked
 * through its (admission, recorded_at) index.
 */
export async function readLatestChartFlags(
  db: AnyDb,
  charts: readonly string[],
  admissions: number[],
): Promise<ChartFlagsEntry[]> {
  if (charts.length === 0 || admissions.length === 0) return [];
  const ids = sql.join(admissions.map((id) => sql.lit(id)));
  const latest = charts.map(
    (chart) => sql`select ${sql.lit(chart)} as chart, admission, recorded_at, flags,
      row_number() over (partition by admission order by recorded_at desc, id desc) as place
      from ${sql.table(tableName(chart))}
      where deleted_at is null and admission in (${ids})`,
  );
  const { rows } = await sql<{
    chart: string;
    admission: unknown;
    recorded_at: unknown;
    flags: unknown;
  }>`select chart, admission, recorded_at, flags from (${sql.join(latest, sql` union all `)}) latest
    where place = 1`.execute(db);
  return rows
    .map((row) => ({
      chart: String(row.chart),
      admission: Number(row.admission),
      recorded_at: String(row.recorded_at ?? ''),
      flags: parseStringList(textOrNull(row.flags)),
    }))
    .filter((row) => row.flags.length > 0);
}

/** Active medication orders by admission (admissions with none are left out). */
export async function countActiveMedicationOrders(
  db: AnyDb,
  admissions: number[],
): Promise<Map<number, number>> {
  if (admissions.length === 0) return new Map();
  const rows = await db
    .selectFrom(tableName('medicationOrder'))
    .select(['admission', (eb) => eb.fn.countAll().as('n')])
    .where('admission', 'in', admissions)
    .where('status', '=', 'Active')
    .where('deleted_at', 'is', null)
    .groupBy('admission')
    .execute();
  return new Map(rows.map((row) => [Number(row.admission), Number(row.n)]));
}
