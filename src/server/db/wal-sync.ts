/**
 * SQLite's commits made durable off the main thread. better-sqlite3 runs a statement on the
 * thread that calls it, so with synchronous=FULL every COMMIT waits for the disk (an fsync of
 * the WAL, 3-5 ms here) on the main thread, holding up every other request meanwhile. The
 * writer runs with synchronous=NORMAL instead (SQLite then syncs the WAL only around
 * checkpoints, and the database stays consistent after a crash) and, after each commit, the
 * WAL file is synced here on libuv's thread pool: FULL's one extra sync per commit, done where
 * it does not stop the main thread. Nothing is answered before that sync (durable-sqlite.ts
 * holds the writer's connection until then; the reader threads' answers wait for it too), so a
 * caller sees only what is on disk, as with FULL.
 */
import { type FileHandle, open } from 'node:fs/promises';

/** The WAL could not be synced: what was committed since the last sync may not be on disk. */
export class WalSyncError extends Error {
  override name = 'WalSyncError';
}

/** The file a WalSync syncs: SQLite's WAL (`walFile`), or a test's wrapper around it. */
export interface SyncedFile {
  /** Puts what was written to the file on disk (fdatasync). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The WAL file at `path`, opened at its first sync, once a commit has made it. */
export function walFile(path: string): SyncedFile {
  let handle: FileHandle | undefined;
  return {
    async sync() {
      // SQLite keeps the same file (it truncates or rewrites it, never replaces it) while its
      // connections are open, so the handle stays good.
      handle ??= await open(path, 'r+');
      await handle.datasync();
    },
    async close() {
      const open = handle;
      handle = undefined;
      await open?.close();
    },
  };
}

export class WalSync {
  /** Commits written to the WAL so far, and how many of them are known to be on disk. */
  private written = 0;
  private synced = 0;
  private syncing: Promise<void> | undefined;
  private failed: WalSyncError | undefined;

  constructor(private readonly file: SyncedFile) {}

  /** A commit's frames are in the WAL (not yet on disk); answers its place in line. */
  committed(): number {
    this.written += 1;
    return this.written;
  }

  /** Whether every commit so far is on disk. */
  get settled(): boolean {
    return this.synced >= this.written;
  }

  /**
   * Resolves once commit `upTo` (by default every commit made so far) is on disk. After a sync
   * has failed nothing more is known to be on disk, so every later call throws its error: the
   * server answers 500 until it is restarted over a working disk.
   */
  async durable(upTo = this.written): Promise<void> {
    while (this.synced < upTo) {
      if (this.failed) throw this.failed;
      this.syncing ??= this.sync();
      await this.syncing;
    }
  }

  /** Closes the WAL file (the database is closed first). */
  close(): Promise<void> {
    return this.file.close();
  }

  /** One fdatasync of the WAL, covering every commit written before it started. */
  private async sync(): Promise<void> {
    const target = this.written;
    try {
      await this.file.sync();
      this.synced = target;
    } catch (error) {
      this.failed = new WalSyncError(
        `The database could not be saved to disk (${(error as Error).message}): restart Tena once the disk is working again.`,
      );
    } finally {
      this.syncing = undefined;
    }
  }
}
