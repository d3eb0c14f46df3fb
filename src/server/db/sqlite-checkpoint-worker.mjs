// SQLite's checkpoints on a thread of their own (see wal-checkpoints.ts). Plain JavaScript, as
// sqlite-reader-worker.mjs, so that it starts the same under tsx, Vitest and plain Node.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const handle = new SQLite(workerData.file, { fileMustExist: true });
// This connection only copies the WAL into the database file: SQLite refuses it any change.
handle.pragma('query_only = ON');

parentPort.on('message', (message) => {
  if (message.close) {
    handle.close();
    parentPort.close();
    return;
  }
  try {
    // PASSIVE copies what no reader still needs and waits for nobody: the writer goes on.
    parentPort.postMessage({ done: true, checkpoint: handle.pragma('wal_checkpoint(PASSIVE)')[0] });
  } catch (error) {
    parentPort.postMessage({ done: true, error: String(error?.message ?? error) });
  }
});
