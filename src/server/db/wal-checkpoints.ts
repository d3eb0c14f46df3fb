/**
 * SQLite's checkpoints off the main thread. A checkpoint copies the WAL's pages into the
 * database file and syncs both; SQLite runs one inside the COMMIT that takes the WAL past 1,000
 * pages, on the thread that commits: the main thread, where better-sqlite3 runs every
 * statement, so each few writes one of them held every request up (a dispensing's commit copied
 * a checkpoint's worth of pages about every sixteenth write, some 0.7 ms of main-thread time per
 * dispensing). Here a thread of its own, with its own connection, checkpoints (PASSIVE: it
 * waits for nobody and the writer goes on) whenever a commit leaves 1,000 pages or more not yet
 * copied (the thread starts then, so a database written little never starts it); the writer's
 * own checkpoints stay as a backstop at a larger WAL (WRITER_CHECKPOINT_PAGES), should this
 * thread fall behind or stop.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Pages of WAL not yet in the database file that start a checkpoint (SQLite's own default). */
export const CHECKPOINT_PAGES = 1000;

/** The writer's autocheckpoint: only reached when the checkpoint thread does not keep up. */
export const WRITER_CHECKPOINT_PAGES = 10_000;

const WORKER_FILE = new URL('./sqlite-checkpoint-worker.mjs', import.meta.url);

interface Reply {
  done: true;
  checkpoint?: { busy: number; log: number; checkpointed: number };
  error?: string;
}

const LITTLE_ENDIAN = endianness() === 'LE';

export class WalCheckpoints {
  private worker: Worker | undefined;
  /** A checkpoint asked for and not yet done: commits meanwhile ask for no second one. */
  private checking = false;
  private closed = false;
  private waiting: (() => void)[] = [];
  private index: number | undefined;
  private readonly header = Buffer.alloc(100);

  constructor(
    private readonly file: string,
    private readonly pages = CHECKPOINT_PAGES,
  ) {}

  /** After a commit: a checkpoint on the thread once the WAL is `pages` ahead. */
  committed(): void {
    if (this.checking || this.closed) return;
    const behind = this.behind();
    if (behind !== undefined && behind < this.pages) return;
    this.checking = true;
    this.thread().postMessage({ checkpoint: true });
  }

  /**
   * The WAL's pages not yet copied into the database file, read from the WAL-index (the -shm
   * file, https://www.sqlite.org/walformat.html: mxFrame at byte 16 of its header, nBackfill
   * at byte 96, in the machine's byte order); undefined when it cannot be read (then every
   * commit asks, and the thread's checkpoint finds what there is).
   */
  behind(): number | undefined {
    try {
      this.index ??= openSync(`${this.file}-shm`, 'r');
      if (readSync(this.index, this.header, 0, 100, 0) < 100) return undefined;
      const read = (at: number) =>
        LITTLE_ENDIAN ? this.header.readUInt32LE(at) : this.header.readUInt32BE(at);
      return read(16) - read(96);
    } catch {
      return undefined;
    }
  }

  /** Whether the checkpoint thread has been started. */
  get started(): boolean {
    return this.worker !== undefined;
  }

  /** Resolves once no checkpoint is running (tests wait on it). */
  idle(): Promise<void> {
    if (!this.checking) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Stops the thread once it has done what it was asked; later commits ask nothing. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.index !== undefined) closeSync(this.index);
    this.index = undefined;
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage({ close: true });
    await exited;
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE, {
      workerData: { file: this.file, pages: this.pages },
    });
    // A failed checkpoint leaves the WAL to the next one, or to the writer's backstop.
    worker.on('message', (_reply: Reply) => this.answered());
    worker.on('error', () => this.stopped(worker));
    worker.on('exit', () => this.stopped(worker));
    this.worker = worker;
    return worker;
  }

  private answered() {
    this.checking = false;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  /** A thread that died is started again at the next commit. */
  private stopped(worker: Worker) {
    if (this.worker === worker) this.worker = undefined;
    this.answered();
  }
}
