/**
 * The windows of the 'DB Sync Progress' screen (spec 2.8, 9): from Start Index to Max Index
 * in Step-sized windows, batches = ceil((max - start) / step).
 */

export interface SyncOptions {
  start?: number;
  max?: number;
  step?: number;
}

/** One batch request. `endIndex` is exclusive: the window holds startIndex to endIndex - 1. */
export interface SyncBatch {
  startIndex: number;
  endIndex: number;
}

/**
 * The permission the server asks of every sync batch (the screen itself is open to anyone):
 * named by the server's check and by the screen's line when a batch is refused.
 */
export const SYNC_PERMISSION = 'Sync Database';

/** Spec 2.8 defaults. */
export const SYNC_DEFAULTS = { start: 0, max: 150, step: 5 } as const;

// The screen takes free-typed numbers; a typo such as step 1 with max 1e12 would otherwise
// build a list too big to hold before a single request is sent.
export const MAX_SYNC_BATCHES = 100_000;

/**
 * The windows in order, the last one ending at max (and shorter when step does not divide the
 * range). Invalid input gives no windows: non-integers, a negative start, step <= 0,
 * max < start, or more than MAX_SYNC_BATCHES windows. max === start is a valid empty range.
 */
export function syncBatches(options: SyncOptions = {}): SyncBatch[] {
  const {
    start = SYNC_DEFAULTS.start,
    max = SYNC_DEFAULTS.max,
    step = SYNC_DEFAULTS.step,
  } = options ?? {};
  const valid =
    Number.isSafeInteger(start) &&
    Number.isSafeInteger(max) &&
    Number.isSafeInteger(step) &&
    start >= 0 &&
    step > 0 &&
    max >= start;
  if (!valid) return [];
  const count = Math.ceil((max - start) / step);
  if (count > MAX_SYNC_BATCHES) return [];
  const batches: SyncBatch[] = [];
  for (let i = 0; i < count; i += 1) {
    const startIndex = start + i * step;
    batches.push({ startIndex, endIndex: Math.min(startIndex + step, max) });
  }
  return batches;
}
