/**
 * The records one write transaction has read, by table and id, so its checks, rules and
 * read-backs do not read the same rows again (a dispensing read its prescription five times,
 * its items three, its products, services, patient and warehouse twice). One cache per write
 * transaction (model-service-writes.ts starts it on the handle each write gets), never shared
 * with another: it dies with its transaction, a refused write's with its savepoint.
 *
 * It stays true to the database because every statement that changes a model's rows inside a
 * write goes through a few functions (record-writes.ts, setDerived in model-service-update.ts,
 * the ledger's balances in repositories/stock-ledger.ts), and each forgets the records it
 * changed. New rows need no forgetting: only records read by id are kept, never "no such
 * record" nor the answer of a search by other fields. A lock on PostgreSQL (FOR UPDATE) always
 * goes to the database, where the lock is taken and another transaction's commit may show; on
 * SQLite the one writer connection holds the database for the whole transaction, so a record
 * read once cannot change but by this transaction's own writes.
 *
 * Callers get copies: a rule changing a record it was handed changes nothing kept here.
 */
import type { RecordValues } from './model-runtime';

interface Entry {
  /** The row's fields as decodeRow gives them (no child rows). */
  row: RecordValues;
  /** The record's child rows by field, when they were read with it. */
  children?: Record<string, RecordValues[]>;
}

/** A copy of JSON-like data (a record's values: scalars, arrays, plain objects). */
function copied<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copied) as T;
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copied((value as Record<string, unknown>)[key]);
  return out as T;
}

export class RecordCache {
  private readonly tables = new Map<string, Map<number, Entry>>();

  private entries(table: string) {
    let entries = this.tables.get(table);
    if (!entries) {
      entries = new Map();
      this.tables.set(table, entries);
    }
    return entries;
  }

  /** A copy of the row kept for `id` (without child rows), or undefined. */
  row(table: string, id: number): RecordValues | undefined {
    const entry = this.tables.get(table)?.get(id);
    return entry && copied(entry.row);
  }

  /** Whether `id`'s row is kept, and whether it is deleted. */
  state(table: string, id: number): 'live' | 'deleted' | undefined {
    const entry = this.tables.get(table)?.get(id);
    if (!entry) return undefined;
    return entry.row.deleted_at ? 'deleted' : 'live';
  }

  /** A copy of the whole record (row and the child rows of `fields`), when all are kept. */
  record(table: string, id: number, fields: readonly string[]): RecordValues | undefined {
    const entry = this.tables.get(table)?.get(id);
    if (!entry) return undefined;
    if (fields.length === 0) return copied(entry.row);
    const children = entry.children;
    if (!children) return undefined;
    const record = copied(entry.row);
    for (const field of fields) record[field] = copied(children[field] ?? []);
    return record;
  }

  /**
   * Keeps a row just read (a copy), and its child rows when given (`fields` of `record`).
   * Child rows kept before stay only while the row's version is the same.
   */
  keep(table: string, record: RecordValues, fields?: readonly string[]) {
    const id = Number(record.id);
    const entries = this.entries(table);
    const before = entries.get(id);
    const row: RecordValues = {};
    const childFields = new Set(fields ?? []);
    for (const key in record) if (!childFields.has(key)) row[key] = copied(record[key]);
    let children: Record<string, RecordValues[]> | undefined;
    if (fields) {
      children = {};
      for (const field of fields) children[field] = copied((record[field] ?? []) as RecordValues[]);
    } else if (before?.children && before.row.version === row.version) children = before.children;
    entries.set(id, children ? { row, children } : { row });
  }

  /** Forgets the rows of `ids` (a write changed them, or their child rows). */
  forget(table: string, ids: Iterable<number>) {
    const entries = this.tables.get(table);
    if (!entries) return;
    for (const id of ids) entries.delete(Number(id));
  }
}

const caches = new WeakMap<object, RecordCache>();

/** Gives `trx`, the handle of one write transaction, a cache of its own. */
export function startRecordCache(trx: object): void {
  caches.set(trx, new RecordCache());
}

/** The cache of the write transaction `db` is the handle of, if any. */
export function recordCacheOf(db: object): RecordCache | undefined {
  return caches.get(db);
}

/** Tells `db`'s cache (if any) that the rows of `ids` in `table` changed. */
export function forgetRecords(db: object, table: string, ids: Iterable<number>): void {
  caches.get(db)?.forget(table, ids);
}
