/**
 * What the bed board's alerts are read from, one query each for all the board's admissions or
 * patients at once (never one per bed): the allergies recorded on the patients' allergy
 * sheets, the flags of each admission's latest entry of every vital-sign chart, the medication
 * orders each admission has active with their recorded doses. Each selects the board's
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

export interface RecordedDoseEntry {
  medication_order: number;
  scheduled_at: string;
  outcome: string;
}

/**
 * The active medication orders of the held admissions, with what their schedule is made of,
 * and the doses recorded for them scheduled at or after `since` (an ISO instant): one query,
 * an order's row repeated for each of its doses (once, without a dose, when none is recorded).
 */
export async function readActiveOrders(
  db: AnyDb,
  held: HeldAdmissions,
  since: string,
): Promise<{ orders: ActiveOrderEntry[]; doses: RecordedDoseEntry[] }> {
  const rows = await db
    .selectFrom(`${tableName('medicationOrder')} as o`)
    .leftJoin(`${tableName('medicationAdministration')} as m`, (join) =>
      join
        .onRef('m.medication_order', '=', 'o.id')
        .on('m.scheduled_at', '>=', since)
        .on('m.deleted_at', 'is', null),
    )
    .select([
      'o.id',
      'o.admission',
      'o.sheet',
      'o.frequency',
      'o.start_at',
      'o.end_at',
      'o.stopped_at',
      'm.id as dose',
      'm.scheduled_at',
      'm.outcome',
    ])
    .where('o.admission', 'in', db.selectFrom(held.as('h')).select('h.id'))
    .where('o.status', '=', 'Active')
    .where('o.deleted_at', 'is', null)
    .execute();
  const orders = new Map<number, ActiveOrderEntry>();
  const doses: RecordedDoseEntry[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    if (!orders.has(id))
      orders.set(id, {
        id,
        admission: Number(row.admission),
        sheet: String(row.sheet ?? ''),
        frequency: String(row.frequency ?? ''),
        start_at: textOrNull(row.start_at),
        end_at: textOrNull(row.end_at),
        stopped_at: textOrNull(row.stopped_at),
      });
    if (row.dose !== null)
      doses.push({
        medication_order: id,
        scheduled_at: String(row.scheduled_at ?? ''),
        outcome: String(row.outcome ?? ''),
      });
  }
  return { orders: [...orders.values()], doses };
}
