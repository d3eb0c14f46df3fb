import { Worker } from 'node:worker_threads';

/** A statement failed in a reader: SQLite's message and code, as the main connection gives them. */
export class SqliteReaderError extends Error {
  override name = 'SqliteReaderError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

type Row = Record<string, unknown>;
interface Pending {
  resolve(rows: Row[]): void;
  reject(error: Error): void;
}
interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
}
type Reply =
  | { id: number; columns: string[]; rows: unknown[][] }
  | { id: number; error: { message: string; code?: string } };

const WORKER_FILE = new URL('./sqlite-reader-worker.mjs', import.meta.url);

/**
 * Threads that each hold a read-only connection to the SQLite file. better-sqlite3 runs a
 * statement on the thread that calls it, so on the main connection a slow read (a searched
 * list walks an index testing LIKE) holds up every other request. With WAL, readers on other
 * connections see every committed write and never wait for the writer, so those reads run here
 * while the main thread serves others. Workers start on the first query and are replaced if
 * one dies; each query goes to the reader with the fewest waiting.
 */
export class SqliteReaderPool {
  private readonly readers: Reader[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly file: string,
    readonly size: number,
  ) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error('a reader pool needs 1 or more readers');
  }

  query(sql: string, parameters: readonly unknown[]): Promise<Row[]> {
    if (this.closed) return Promise.reject(new SqliteReaderError('The database is closed.'));
    const reader = this.leastBusy();
    const id = this.nextId++;
    return new Promise<Row[]>((resolve, reject) => {
      reader.pending.set(id, { resolve, reject });
      reader.worker.postMessage({ id, sql, parameters });
    });
  }

  /** The reader threads running now (started on demand, up to `size`). */
  threads(): Worker[] {
    return this.readers.map((reader) => reader.worker);
  }

  /** Stops every reader once it has answered what was sent to it; later queries are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const readers = this.readers.splice(0);
    await Promise.all(
      readers.map(async (reader) => {
        const exited = new Promise((resolve) => reader.worker.once('exit', resolve));
        reader.worker.postMessage({ close: true });
        await exited;
      }),
    );
  }

  private leastBusy(): Reader {
    let best: Reader | undefined;
    for (const reader of this.readers) {
      if (!best || reader.pending.size < best.pending.size) best = reader;
    }
    if (best && (best.pending.size === 0 || this.readers.length >= this.size)) return best;
    return this.start();
  }

  private start(): Reader {
    const worker = new Worker(WORKER_FILE, { workerData: { file: this.file } });
    const reader: Reader = { worker, pending: new Map() };
    worker.on('message', (reply: Reply) => {
      const waiting = reader.pending.get(reply.id);
      if (!waiting) return;
      reader.pending.delete(reply.id);
      if ('error' in reply)
        waiting.reject(new SqliteReaderError(reply.error.message, reply.error.code));
      else waiting.resolve(namedRows(reply.columns, reply.rows));
    });
    const fail = (error: Error) => {
      const index = this.readers.indexOf(reader);
      if (index >= 0) this.readers.splice(index, 1);
      for (const waiting of reader.pending.values()) waiting.reject(error);
      reader.pending.clear();
    };
    worker.on('error', (error) =>
      fail(new SqliteReaderError(`A database reader failed: ${error.message}`)),
    );
    worker.on('exit', () => fail(new SqliteReaderError('A database reader stopped.')));
    this.readers.push(reader);
    return reader;
  }
}

/**
 * Rows as the main connection gives them: objects by column name (a name given twice keeps its
 * last value, as there), blobs as Buffers (they cross the thread as Uint8Array).
 */
function namedRows(columns: string[], rows: unknown[][]): Row[] {
  return rows.map((values) => {
    const row: Row = {};
    for (let i = 0; i < columns.length; i++) {
      const value = values[i];
      row[columns[i] as string] =
        value instanceof Uint8Array && !Buffer.isBuffer(value)
          ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
          : value;
    }
    return row;
  });
}
