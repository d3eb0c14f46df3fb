import type { AnyDb } from './any-db';
import type { ModelRuntime } from './model-runtime';
import { readRecords } from './record-reads';

/** The records (not deleted), locked until the caller's transaction ends (readRecords). */
export const lockRecords = (trx: AnyDb, rt: ModelRuntime, ids: readonly number[]) =>
  readRecords(trx, rt, ids, { lock: true });
