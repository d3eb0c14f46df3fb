/**
 * Statements the writes send over and over (a dispensing's multi-row inserts, its updates by
 * id), run from SQL text made once per shape instead of through Kysely's builder: building
 * and compiling a five-row, twenty-column insert cost more main-thread time than SQLite's run
 * of it (parseRowValues, freeze and the compiler's visit, about a sixth of a dispensing's CPU
 * time in a V8 profile). The text of a shape (a table, its columns, the number of rows) is
 * kept; each run only hands its values over as they are, as the builder would.
 */
import { CompiledQuery, createQueryId, type QueryResult, RawNode } from 'kysely';
import { type AnyDb, isPostgres } from '../models/any-db';
import { assertIdentifier } from '../models/table-plan';

/** Texts by shape; the app's shapes are a few hundred at most. */
const texts = new Map<string, string>();
const MAX_TEXTS = 2000;

/**
 * The SQL text of `key`'s shape, made by `make` the first time: `make` gets the placeholder of
 * each parameter by its position (`?` on SQLite, `$1`, `$2`... on PostgreSQL).
 */
export function shapedSql(
  db: AnyDb,
  key: string,
  make: (param: (index: number) => string) => string,
): string {
  const postgres = isPostgres(db);
  const full = `${postgres ? 'pg' : 'sqlite'}\u0000${key}`;
  let text = texts.get(full);
  if (text === undefined) {
    text = make(postgres ? (index) => `$${index + 1}` : () => '?');
    if (texts.size >= MAX_TEXTS) texts.clear();
    texts.set(full, text);
  }
  return text;
}

/**
 * Runs `text` with `parameters` in `db` (a transaction or the database). Plugins (the bench's
 * statement counter) still see the statement; one that rewrites it gets it compiled anew.
 */
export function runSql<R = Record<string, unknown>>(
  db: AnyDb,
  text: string,
  parameters: readonly unknown[],
): Promise<QueryResult<R>> {
  const executor = db.getExecutor();
  if (executor.plugins.length === 0)
    return executor.executeQuery<R>(CompiledQuery.raw(text, parameters as unknown[]));
  const node = RawNode.createWithSql(text);
  const queryId = createQueryId();
  const seen = executor.transformQuery(node, queryId);
  if (seen !== node) return executor.executeQuery<R>(executor.compileQuery(seen, queryId));
  return executor.executeQuery<R>({ sql: text, parameters, query: node, queryId });
}

/** `"a", "b"` of checked identifiers. */
export const columnList = (columns: readonly string[]) =>
  columns.map((column) => `"${assertIdentifier(column)}"`).join(', ');

/** `(p, p), (p, p)`: `rows` groups of `width` placeholders, numbered from `from`. */
export function valueGroups(
  param: (index: number) => string,
  rows: number,
  width: number,
  from = 0,
): string {
  const groups: string[] = [];
  for (let row = 0; row < rows; row++) {
    const cells: string[] = [];
    for (let column = 0; column < width; column++) cells.push(param(from + row * width + column));
    groups.push(`(${cells.join(', ')})`);
  }
  return groups.join(', ');
}

/** `p, p, p`: `count` placeholders numbered from `from`, for an `in (...)` list. */
export function paramList(param: (index: number) => string, count: number, from = 0): string {
  const cells: string[] = [];
  for (let i = 0; i < count; i++) cells.push(param(from + i));
  return cells.join(', ');
}
