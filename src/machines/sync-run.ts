import { assign, fromPromise, setup } from 'xstate';
import { type SyncBatch, syncBatches } from '../engine/format/sync';

/** What one batch answers (spec 3.4 "Sync batch response", spec 7). */
export interface SyncBatchAnswer {
  timing: { fileOps: number; syncOps: number; fetchOps: number };
  results: { model: string; status: 'ok' | 'error'; error?: string }[];
}

export interface FailedEntry {
  /** A model's name, or a failed batch's range such as "10-15". */
  name: string;
  error: string;
}

export interface SyncRunContext {
  url: string;
  batches: SyncBatch[];
  /** Batches done so far. */
  done: number;
  success: number;
  failed: number;
  failedModels: FailedEntry[];
  timing: SyncBatchAnswer['timing'];
  log: string[];
  status: string;
}

export interface SyncRunStart {
  type: 'START';
  url: string;
  start: number;
  max: number;
  step: number;
}

const fresh = (url = ''): SyncRunContext => ({
  url,
  batches: [],
  done: 0,
  success: 0,
  failed: 0,
  failedModels: [],
  timing: { fileOps: 0, syncOps: 0, fetchOps: 0 },
  log: [],
  status: '',
});

const range = (batch: SyncBatch) => `${batch.startIndex}-${batch.endIndex}`;

/**
 * A batch refused for who is asking (not signed in, or without the permission the server
 * asks for): every later batch would be refused the same, so the run stops at the first. The
 * message is the one line to show.
 */
export class SyncRefused extends Error {
  override name = 'SyncRefused';
}

/** Percent of batches done, 0 to 100; a finished run is complete even when it had none. */
export function syncPercent(
  context: Pick<SyncRunContext, 'done' | 'batches'>,
  finished = false,
): number {
  if (finished) return 100;
  if (context.batches.length === 0) return 0;
  return Math.round((context.done / context.batches.length) * 100);
}

export const summary = (c: Pick<SyncRunContext, 'success' | 'failed'>) =>
  `All sync done! Success: ${c.success}, Failed: ${c.failed}`;

/**
 * Spec 2.8 and 4: idle, then running (batches of Step size one after another, from Start
 * Index to Max Index), then finished with the summary. A batch that fails as a whole is logged
 * with its message, listed under its range and counted as failed; the run goes on with the
 * next batch. A batch refused for who is asking (`SyncRefused`) ends the run in `refused`
 * with its one line as the status. The call is the `runBatch` actor, which rejects with an
 * Error whose message is the one to show.
 */
export const syncRunMachine = setup({
  types: {
    context: {} as SyncRunContext,
    events: {} as SyncRunStart,
  },
  actors: {
    runBatch: fromPromise<SyncBatchAnswer, { url: string; batch: SyncBatch }>(async () => {
      throw new Error('no runBatch actor provided');
    }),
  },
  actions: {
    begin: assign(({ event }) => {
      const batches = syncBatches({ start: event.start, max: event.max, step: event.step });
      return {
        ...fresh(event.url),
        batches,
        log: [
          `Syncing ${batches.length} batch${batches.length === 1 ? '' : 'es'} from ${event.url}`,
        ],
        status: 'Starting...',
      };
    }),
  },
  guards: {
    moreBatches: ({ context }) => context.done < context.batches.length,
    refused: ({ event }) => (event as { error?: unknown }).error instanceof SyncRefused,
  },
}).createMachine({
  id: 'syncRun',
  initial: 'idle',
  context: fresh(),
  states: {
    idle: {
      on: { START: { target: 'running', actions: 'begin' } },
    },
    running: {
      initial: 'next',
      states: {
        next: {
          always: [{ guard: 'moreBatches', target: 'batch' }, { target: '#syncRun.finished' }],
        },
        batch: {
          entry: assign(({ context }) => {
            const batch = context.batches[context.done] as SyncBatch;
            return { status: `Syncing models ${range(batch)}...` };
          }),
          invoke: {
            src: 'runBatch',
            input: ({ context }) => ({
              url: context.url,
              batch: context.batches[context.done] as SyncBatch,
            }),
            onDone: {
              target: 'next',
              actions: assign(({ context, event }) => {
                const batch = context.batches[context.done] as SyncBatch;
                const results = event.output.results ?? [];
                const errors = results.filter((r) => r.status !== 'ok');
                const t = event.output.timing ?? { fileOps: 0, syncOps: 0, fetchOps: 0 };
                return {
                  done: context.done + 1,
                  success: context.success + results.length - errors.length,
                  failed: context.failed + errors.length,
                  failedModels: [
                    ...context.failedModels,
                    ...errors.map((r) => ({ name: r.model, error: r.error ?? 'sync failed' })),
                  ],
                  timing: {
                    fileOps: context.timing.fileOps + (t.fileOps || 0),
                    syncOps: context.timing.syncOps + (t.syncOps || 0),
                    fetchOps: context.timing.fetchOps + (t.fetchOps || 0),
                  },
                  log: [
                    ...context.log,
                    `Batch ${range(batch)}: ${results.length - errors.length} ok, ${errors.length} failed`,
                    ...errors.map((r) => `  ${r.model}: ${r.error ?? 'sync failed'}`),
                  ],
                };
              }),
            },
            onError: [
              {
                guard: 'refused',
                target: '#syncRun.refused',
                actions: assign(({ context, event }) => {
                  const line = errorMessage(event.error);
                  return { status: line, log: [...context.log, line] };
                }),
              },
              {
                target: 'next',
                actions: assign(({ context, event }) => {
                  const batch = context.batches[context.done] as SyncBatch;
                  const message = errorMessage(event.error);
                  return {
                    done: context.done + 1,
                    failed: context.failed + 1,
                    failedModels: [...context.failedModels, { name: range(batch), error: message }],
                    log: [...context.log, `Batch ${range(batch)} failed: ${message}`],
                  };
                }),
              },
            ],
          },
        },
      },
    },
    finished: {
      entry: assign(({ context }) => ({ status: summary(context) })),
      on: { START: { target: 'running', actions: 'begin' } },
    },
    // Stopped at a refusal: the status holds its line; a new start (signed in, or after the
    // permission was given) runs again.
    refused: {
      on: { START: { target: 'running', actions: 'begin' } },
    },
  },
});

/** The actor rejects with an Error carrying the message to show (spec 8 failures). */
function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
