// One reader of the SQLite file on its own thread (see sqlite-readers.ts). Plain JavaScript so
// that it starts the same under tsx, Vitest and plain Node, none of which load TypeScript into
// a worker the same way.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** Statements kept prepared by their SQL text: the list routes send the same few shapes. */
const CACHE_SIZE = 200;

const handle = new SQLite(workerData.file, { fileMustExist: true });
// A reader never writes: SQLite itself refuses any change on this connection.
handle.pragma('query_only = ON');
handle.pragma('busy_timeout = 5000');

const statements = new Map();

function prepared(sql) {
  let statement = statements.get(sql);
  if (statement) {
    statements.delete(sql);
  } else {
    statement = handle.prepare(sql);
    if (!statement.reader) throw new Error('a reader runs only statements that return rows');
    // Rows as arrays: better-sqlite3 builds them faster than objects, and they cross to the
    // main thread faster; the main thread names the values (sqlite-readers.ts).
    statement.raw(true);
    if (statements.size >= CACHE_SIZE) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, statement);
  return statement;
}

parentPort.on('message', (message) => {
  if (message.close) {
    handle.close();
    parentPort.close();
    return;
  }
  const { id, sql, parameters } = message;
  try {
    const statement = prepared(sql);
    const rows = statement.all(parameters);
    parentPort.postMessage({ id, columns: statement.columns().map((c) => c.name), rows });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { message: String(error?.message ?? error), code: error?.code },
    });
  }
});
