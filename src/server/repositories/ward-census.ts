/**
 * The wards' census as stored: each ward's beds by state as they stand (the board's beds,
 * bed-board.ts) and a day's movements: admissions (counted on the ward of the bed first held,
 * so a patient moved since still counts where they came in), discharges (on the ward left),
 * and transfers between wards, in and out (a move within a ward is neither). The day is given
 * as its first instant and the next day's, in UTC as instants are stored.
 */
import { sql } from 'kysely';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { liveBeds } from './bed-board';
import { textOrNull } from './column-values';

export interface WardEntry {
  id: number;
  code: string;
  name: string;
  ward_type: string | null;
}

/** The active wards (one, or all). */
export async function readWards(db: AnyDb, ward?: number): Promise<WardEntry[]> {
  let query = db
    .selectFrom(tableName('ward'))
    .select(['id', 'code', 'name', 'ward_type'])
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`coalesce(is_active, 1) = 1`);
  if (ward !== undefined) query = query.where('id', '=', ward);
  const rows = await query.orderBy('code').orderBy('id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    code: String(row.code ?? ''),
    name: String(row.name ?? ''),
    ward_type: textOrNull(row.ward_type),
  }));
}

/** Beds by ward and state: `${ward}` -> state -> count. */
export async function countBedStates(db: AnyDb, ward?: number) {
  const rows = await liveBeds(db, ward)
    .select(['w.id as ward', 'b.status', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['w.id', 'b.status'])
    .execute();
  const counts = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const byState = counts.get(Number(row.ward)) ?? new Map<string, number>();
    byState.set(String(row.status || 'Vacant'), Number(row.n));
    counts.set(Number(row.ward), byState);
  }
  return counts;
}

export interface DayMovements {
  admissions: Map<number, number>;
  discharges: Map<number, number>;
  transfersIn: Map<number, number>;
  transfersOut: Map<number, number>;
}

const add = (map: Map<number, number>, ward: unknown) => {
  if (ward === null || ward === undefined) return;
  map.set(Number(ward), (map.get(Number(ward)) ?? 0) + 1);
};

/** The movements between `from` (inclusive) and `to` (exclusive), by ward. */
export async function readDayMovements(db: AnyDb, from: string, to: string): Promise<DayMovements> {
  const admissions = await db
    .selectFrom(tableName('impatient'))
    .select(['id', 'ward'])
    .where('admitted_at', '>=', from)
    .where('admitted_at', '<', to)
    .where('status', '<>', 'Cancelled')
    .where('deleted_at', 'is', null)
    .execute();
  const ids = admissions.map((row) => Number(row.id));
  // A transfer's from-bed's room tells the ward it left: the first one, the admitting ward.
  const transfers = db
    .selectFrom(`${tableName('bedTransfer')} as t`)
    .leftJoin(`${tableName('bed')} as b`, 'b.id', 't.from_bed')
    .leftJoin(`${tableName('room')} as r`, 'r.id', 'b.room')
    .where('t.deleted_at', 'is', null);
  const firstMoves =
    ids.length === 0
      ? []
      : await transfers
          .select(['t.admission', 'r.ward as from_ward'])
          .where('t.admission', 'in', ids)
          .orderBy('t.transferred_at')
          .orderBy('t.id')
          .execute();
  const admittedTo = new Map(admissions.map((row) => [Number(row.id), row.ward]));
  const moved = new Set<number>();
  for (const move of firstMoves) {
    const admission = Number(move.admission);
    if (moved.has(admission)) continue;
    moved.add(admission);
    admittedTo.set(admission, move.from_ward);
  }
  const result: DayMovements = {
    admissions: new Map(),
    discharges: new Map(),
    transfersIn: new Map(),
    transfersOut: new Map(),
  };
  for (const ward of admittedTo.values()) add(result.admissions, ward);
  // The ward of the bed last held, else the admission's own.
  const discharges = await db
    .selectFrom(`${tableName('impatient')} as a`)
    .leftJoin(`${tableName('bed')} as b`, 'b.id', 'a.bed')
    .leftJoin(`${tableName('room')} as r`, 'r.id', 'b.room')
    .select(sql<number>`coalesce(r.ward, a.ward)`.as('ward'))
    .where('a.discharged_at', '>=', from)
    .where('a.discharged_at', '<', to)
    .where('a.status', '=', 'Discharged')
    .where('a.deleted_at', 'is', null)
    .execute();
  for (const row of discharges) add(result.discharges, row.ward);
  const dayMoves = await transfers
    .select(['t.to_ward', 'r.ward as from_ward'])
    .where('t.transferred_at', '>=', from)
    .where('t.transferred_at', '<', to)
    .execute();
  for (const move of dayMoves) {
    if (move.from_ward !== null && Number(move.from_ward) === Number(move.to_ward)) continue;
    add(result.transfersIn, move.to_ward);
    add(result.transfersOut, move.from_ward);
  }
  return result;
}
