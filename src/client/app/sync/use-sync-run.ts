import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { SyncBatch } from '../../../engine/format/sync';
import { type SyncBatchAnswer, syncRunMachine } from '../../../machines/sync-run';
import type { ApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { syncFailure } from './sync-refusal';

/**
 * One batch through the app's axios instance (spec 7: `{onlyModels: true, startIndex,
 * endIndex}`); a refusal of who is asking rejects with `SyncRefused`, which stops the run.
 */
const runBatch = fromPromise<SyncBatchAnswer, { url: string; batch: SyncBatch }>(
  async ({ input }) => {
    try {
      const { data } = await http.post<SyncBatchAnswer>(input.url, {
        onlyModels: true,
        startIndex: input.batch.startIndex,
        endIndex: input.batch.endIndex,
      });
      return data;
    } catch (error) {
      throw syncFailure(error as ApiFailure);
    }
  },
);

/** The sync-run machine with its real call. */
export function useSyncRun() {
  const machine = useMemo(() => syncRunMachine.provide({ actors: { runBatch } }), []);
  return useMachine(machine);
}
