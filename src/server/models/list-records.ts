import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './any-db';
import type { CountCache } from './count-cache';
import { filterSql } from './list-filter-sql';
import type { StoredCondition } from './list-filters';
import { allWordsFound, searchWords } from './list-search';
import type { ModelRuntime } from './model-runtime';
import { type OwnerCondition, ownerCondition } from './owner-condition';
import { decodeRow, RECORD_COLUMNS } from './record-reads';
import { MIN_INDEXED_SEARCH, searchMatch, searchTableName } from './search-index';
import { assertIdentifier } from './table-plan';

export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  direction?: 'asc' | 'desc';
  q?: string;
  /** The fields `q` searches (default: the schema's list.search). */
  searchFields?: string[];
  /** Every condition applies (list-filters.ts puts them in stored form). */
  filters: StoredCondition[];
  parent?: { field: string; id: number };
  /** Only the records this reader may read (the model's owner and release rules). */
  owner?: OwnerCondition;
  deleted?: boolean;
  /** Only these stored fields in each row (a list page needs its columns, not whole records). */
  fields?: string[];
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
  for (const condition of query.filters) base = base.where((eb) => filterSql(eb, condition));
  if (query.parent) base = base.where(assertIdentifier(query.parent.field), '=', query.parent.id);
  if (query.owner) base = base.where(ownerCondition(query.owner));
  const search = query.searchFields ?? rt.schema.list?.search ?? [];
  const words = search.length > 0 ? searchWords(query.q) : [];
  const countKey = JSON.stringify([
    table,
    query.deleted,
    query.filters,
    query.parent,
    query.owner,
    words,
    search,
  ]);
  let total = counts?.get(countKey);
  let page = base;
  // On SQLite a searched page is found as ids first, then those rows: testing LIKE along the
  // sort index is much cheaper when SQLite does not decode every column of the rows it skips.
  let idsFirst = false;
  if (words.length > 0) {
    const postgres = isPostgres(db);
    const everyWord = allWordsFound(words, search, postgres);
    // SQLite's trigram index finds words of three characters or more; shorter ones are
    // tested with LIKE on the rows it finds.
    const indexed = postgres ? [] : words.filter((word) => word.length >= MIN_INDEXED_SEARCH);
    const short = words.filter((word) => !indexed.includes(word));
    if (indexed.length > 0) {
      const match = searchMatch(indexed, search.map(assertIdentifier));
      const matchKey = `${table}\u0000${match}`;
      const matches = counts?.get(matchKey) ?? (await indexedMatchCount(db, table, match));
      counts?.set(matchKey, matches, generation);
      base = base.where(sql.ref('id'), 'in', matchingIds(table, match));
      if (short.length > 0) base = base.where(allWordsFound(short, search, postgres));
      // A common term: walk the sort index and test each row with LIKE, which stops after a
      // page. A rare term: fetch the few matches through the index and sort them.
      page = matches > 1000 ? page.where(everyWord) : base;
      if (
        total === undefined &&
        short.length === 0 &&
        query.filters.length === 0 &&
        !query.parent &&
        !query.owner &&
        !query.deleted
      ) {
        total = matches - (await deletedMatches(db, table, matchingIds(table, match)));
      }
    } else {
      base = base.where(everyWord);
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
