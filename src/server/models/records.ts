import { sql } from 'kysely';
import type { ModelSchema } from '../../engine/types';
import { type AnyDb, isPostgres } from './any-db';
import { fromDb, toDb } from './codecs';
import { SEARCHED_TEXT_SEPARATOR, searchedText } from './covering-sort-indexes';
import { MIN_INDEXED_SEARCH, searchMatch, searchTableName } from './search-index';
import { assertIdentifier, type LogicalType, planTable, type TablePlan } from './table-plan';

/** A model's schema with its table plan and column types, computed once per schema object. */
export interface ModelRuntime {
  schema: ModelSchema;
  plan: TablePlan;
  types: Map<string, LogicalType>;
}

const runtimes = new WeakMap<ModelSchema, ModelRuntime>();

export function modelRuntime(schema: ModelSchema): ModelRuntime {
  let runtime = runtimes.get(schema);
  if (!runtime) {
    const plan = planTable(schema);
    runtime = { schema, plan, types: new Map(plan.columns.map((c) => [c.name, c.logical])) };
    runtimes.set(schema, runtime);
  }
  return runtime;
}

export type RecordValues = Record<string, unknown>;

/** The bookkeeping columns every record carries, whatever fields were asked for. */
const RECORD_COLUMNS = [
  'id',
  'version',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'deleted_at',
  'deleted_by',
];

/**
 * A stored row as the API shows it (before fields hidden from the caller are removed): every
 * stored field, or only `fields` when the query asked for some.
 */
export function decodeRow(
  rt: ModelRuntime,
  row: Record<string, unknown>,
  fields?: readonly string[],
): RecordValues {
  const record: RecordValues = {
    id: Number(row.id),
    version: Number(row.version),
    created_at: row.created_at,
    created_by: row.created_by === null ? null : Number(row.created_by),
    updated_at: row.updated_at,
    updated_by: row.updated_by === null ? null : Number(row.updated_by),
  };
  if (row.deleted_at) {
    record.deleted_at = row.deleted_at;
    record.deleted_by = row.deleted_by === null ? null : Number(row.deleted_by);
  }
  if (fields) {
    for (const name of fields) {
      const logical = rt.types.get(name);
      if (logical) record[name] = fromDb(logical, row[name]);
    }
  } else {
    for (const [name, logical] of rt.types) record[name] = fromDb(logical, row[name]);
  }
  return record;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  direction?: 'asc' | 'desc';
  q?: string;
  /** The fields `q` searches (default: the schema's list.search). */
  searchFields?: string[];
  filters: Record<string, string>;
  parent?: { field: string; id: number };
  /** Only the records of this owner (the model's owner rule): an email, compared caselessly. */
  owner?: { field: string; value: string | number | null };
  deleted?: boolean;
  /** Only these stored fields in each row (a list page needs its columns, not whole records). */
  fields?: string[];
}

/**
 * List totals already counted, keyed by table and query, kept until the next write (see
 * model-service). Entries older than `maxAgeMs` are counted again (the default keeps them until
 * `clear`). A count begun before a `clear` is not kept: it may have read the rows before that
 * write (a reader thread's snapshot), and would otherwise outlive it.
 */
export class CountCache {
  private readonly totals = new Map<string, { total: number; at: number }>();
  /** Goes up at every `clear`; pass the value read before counting to `set`. */
  generation = 0;
  constructor(
    private readonly maxAgeMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {}
  get(key: string): number | undefined {
    const entry = this.totals.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at <= this.maxAgeMs) return entry.total;
    this.totals.delete(key);
    return undefined;
  }
  set(key: string, total: number, countedIn = this.generation): void {
    if (countedIn !== this.generation) return;
    // A bound keeps many distinct searches from growing the map without end.
    if (this.totals.size >= 1000) this.totals.clear();
    this.totals.set(key, { total, at: this.now() });
  }
  clear(): void {
    this.generation += 1;
    this.totals.clear();
  }
}

/** The rowids matching a search, as a subquery. */
function matchingIds(table: string, match: string) {
  const fts = sql.table(searchTableName(table));
  return sql<number>`(select rowid from ${fts} where ${fts} match ${match})`;
}

/** How many rows match a search, from the index alone. */
async function indexedMatchCount(db: AnyDb, table: string, match: string): Promise<number> {
  const fts = sql.table(searchTableName(table));
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from ${fts} where ${fts} match ${match}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Soft-deleted rows among the matches: few, found through the partial deleted index. */
async function deletedMatches(db: AnyDb, table: string, ids: ReturnType<typeof sql<number>>) {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from ${sql.table(table)} where deleted_at is not null and +id in ${ids}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function listRecords(
  db: AnyDb,
  rt: ModelRuntime,
  query: ListQuery,
  counts?: CountCache,
) {
  const table = rt.plan.table;
  const generation = counts?.generation;
  let base = db.selectFrom(table).where('deleted_at', query.deleted ? 'is not' : 'is', null);
  for (const [field, value] of Object.entries(query.filters)) {
    const logical = rt.types.get(field) as LogicalType;
    base = base.where(
      assertIdentifier(field),
      '=',
      logical === 'text' || logical === 'date'
        ? value
        : toDb(logical, logical === 'boolean' ? value === 'true' : value),
    );
  }
  if (query.parent) base = base.where(assertIdentifier(query.parent.field), '=', query.parent.id);
  if (query.owner) {
    const { field, value } = query.owner;
    const column = sql.ref(assertIdentifier(field));
    base =
      value === null
        ? base.where(sql<boolean>`1 = 0`)
        : typeof value === 'number'
          ? base.where(assertIdentifier(field), '=', value)
          : base.where(sql<boolean>`lower(${column}) = ${value}`);
  }
  const search = query.searchFields ?? rt.schema.list?.search ?? [];
  const q = query.q?.trim() ?? '';
  const countKey = JSON.stringify([
    table,
    query.deleted,
    query.filters,
    query.parent,
    query.owner,
    q,
    search,
  ]);
  let total = counts?.get(countKey);
  let page = base;
  // On SQLite a searched page is found as ids first, then those rows: testing LIKE along the
  // sort index is much cheaper when SQLite does not decode every column of the rows it skips.
  let idsFirst = false;
  if (q && search.length > 0) {
    const postgres = isPostgres(db);
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // SQLite's LIKE ignores case (ASCII, as its lower() does) and reads numbers as text, so it
    // needs neither lower() nor a cast, and tests all the fields at once in the text the
    // covering sort indexes hold; PostgreSQL's expression matches its trigram indexes.
    const likeAny =
      !postgres && !q.includes(SEARCHED_TEXT_SEPARATOR)
        ? sql<boolean>`${sql.raw(searchedText(search))} like ${like} escape '\\'`
        : sql<boolean>`(${sql.join(
            search.map((field) => {
              const column = sql.ref(assertIdentifier(field));
              return postgres
                ? sql`lower(cast(${column} as text)) like ${like} escape '\\'`
                : sql`${column} like ${like} escape '\\'`;
            }),
            sql` or `,
          )})`;
    if (!postgres && q.length >= MIN_INDEXED_SEARCH) {
      const match = searchMatch(q, search.map(assertIdentifier));
      const matchKey = `${table}\u0000${match}`;
      const matches = counts?.get(matchKey) ?? (await indexedMatchCount(db, table, match));
      counts?.set(matchKey, matches, generation);
      base = base.where(sql.ref('id'), 'in', matchingIds(table, match));
      // A common term: walk the sort index and test each row with LIKE, which stops after a
      // page. A rare term: fetch the few matches through the index and sort them.
      page = matches > 1000 ? page.where(likeAny) : base;
      if (
        total === undefined &&
        Object.keys(query.filters).length === 0 &&
        !query.parent &&
        !query.owner &&
        !query.deleted
      ) {
        total = matches - (await deletedMatches(db, table, matchingIds(table, match)));
      }
    } else {
      base = base.where(likeAny);
      page = base;
    }
    idsFirst = !postgres;
  }
  total ??= Number(
    (await base.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  counts?.set(countKey, total, generation);
  const sortField = query.sort ?? rt.schema.list?.sort?.field ?? 'id';
  const direction =
    query.direction ?? (query.sort ? 'asc' : (rt.schema.list?.sort?.direction ?? 'asc'));
  const ordered = page
    .orderBy(assertIdentifier(sortField), direction)
    .orderBy('id', direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const columns = query.fields && [
    ...RECORD_COLUMNS,
    ...query.fields.filter((name) => rt.types.has(name)).map(assertIdentifier),
  ];
  const ids = idsFirst && (await ordered.select('id').execute()).map((r) => r.id);
  const rows = ids
    ? await rowsInOrder(db, table, ids, columns)
    : await (columns ? ordered.select(columns) : ordered.selectAll()).execute();
  return { total, rows: rows.map((row) => decodeRow(rt, row, query.fields)) };
}

/** The rows with these ids (all columns, or `columns`), in the order of `ids`. */
async function rowsInOrder(db: AnyDb, table: string, ids: unknown[], columns?: string[]) {
  if (ids.length === 0) return [];
  const from = db.selectFrom(table);
  const found = await (columns ? from.select(columns) : from.selectAll())
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

export async function getRecord(db: AnyDb, rt: ModelRuntime, id: number, includeDeleted = false) {
  let query = db.selectFrom(rt.plan.table).selectAll().where('id', '=', id);
  if (!includeDeleted) query = query.where('deleted_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const record = decodeRow(rt, row);
  for (const child of rt.plan.children) {
    const rows = await db
      .selectFrom(child.table)
      .selectAll()
      .where('parent_id', '=', id)
      .orderBy('position')
      .execute();
    record[child.field] = rows.map((r) => {
      const out: RecordValues = { id: Number(r.id) };
      for (const column of child.columns) out[column.name] = fromDb(column.logical, r[column.name]);
      return out;
    });
  }
  return record;
}

/** Column values for the stored fields present in `values` (children excluded). */
export function encodeColumns(rt: ModelRuntime, values: RecordValues): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const logical = rt.types.get(name);
    if (logical) columns[assertIdentifier(name)] = toDb(logical, value);
  }
  return columns;
}

/** Replaces the rows of a one_to_many field, keeping their order. */
export async function writeChildren(
  db: AnyDb,
  rt: ModelRuntime,
  parentId: number,
  values: RecordValues,
) {
  for (const child of rt.plan.children) {
    const rows = values[child.field];
    if (rows === undefined) continue;
    await db.deleteFrom(child.table).where('parent_id', '=', parentId).execute();
    const list = (Array.isArray(rows) ? rows : []) as RecordValues[];
    if (list.length === 0) continue;
    await db
      .insertInto(child.table)
      .values(
        list.map((row, position) => {
          const out: Record<string, unknown> = { parent_id: parentId, position };
          for (const column of child.columns)
            out[column.name] = toDb(column.logical, row[column.name]);
          return out;
        }),
      )
      .execute();
  }
}

export async function insertRow(
  db: AnyDb,
  rt: ModelRuntime,
  columns: Record<string, unknown>,
  userId: number | null,
  at: string,
) {
  const row = await db
    .insertInto(rt.plan.table)
    .values({
      ...columns,
      version: 1,
      created_at: at,
      created_by: userId,
      updated_at: at,
      updated_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Updates only when the stored version is still `version`; false when someone else won. */
export async function updateRow(
  db: AnyDb,
  rt: ModelRuntime,
  id: number,
  version: number,
  columns: Record<string, unknown>,
  userId: number | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable(rt.plan.table)
    .set({ ...columns, version: version + 1, updated_at: at, updated_by: userId })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Soft delete: the row stays, out of lists and reads, until restored. */
export async function markDeleted(
  db: AnyDb,
  rt: ModelRuntime,
  id: number,
  userId: number | null,
  at: string,
) {
  await db
    .updateTable(rt.plan.table)
    .set({ deleted_at: at, deleted_by: userId })
    .where('id', '=', id)
    .execute();
}

export async function markRestored(
  db: AnyDb,
  rt: ModelRuntime,
  id: number,
  userId: number | null,
  at: string,
) {
  await db
    .updateTable(rt.plan.table)
    .set({ deleted_at: null, deleted_by: null, updated_at: at, updated_by: userId })
    .where('id', '=', id)
    .execute();
}

/** Ids among `ids` that exist (and are not deleted) in the model's table. */
export async function existingIds(
  db: AnyDb,
  rt: ModelRuntime,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(rt.plan.table)
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}
