import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SyncBatch } from '../../../src/engine/format/sync';
import {
  type SyncBatchAnswer,
  SyncRefused,
  syncPercent,
  syncRunMachine,
} from '../../../src/machines/sync-run';

const MODELS = ['appointment', 'bed', 'department', 'invoice', 'labRequest', 'patient', 'ward'];

const REFUSAL = 'Sync stopped: your account does not have the Sync Database permission.';

/**
 * A server that syncs MODELS by position, fails `broken` models and whole `down` batches, and
 * refuses who is asking from the batch starting at `refusedFrom` on.
 */
function server(options: { broken?: string[]; down?: number[]; refusedFrom?: number } = {}) {
  const calls: SyncBatch[] = [];
  const runBatch = fromPromise<SyncBatchAnswer, { url: string; batch: SyncBatch }>(
    async ({ input }) => {
      calls.push(input.batch);
      if (options.refusedFrom !== undefined && input.batch.startIndex >= options.refusedFrom)
        throw new SyncRefused(REFUSAL);
      if (options.down?.includes(input.batch.startIndex)) throw new Error('Network Error');
      const models = MODELS.slice(input.batch.startIndex, input.batch.endIndex);
      return {
        timing: { fileOps: 0.011, syncOps: 0.1234, fetchOps: 0.005 },
        results: models.map((model) =>
          options.broken?.includes(model)
            ? { model, status: 'error' as const, error: `refused to sync m_${model}` }
            : { model, status: 'ok' as const },
        ),
      };
    },
  );
  return { calls, machine: syncRunMachine.provide({ actors: { runBatch } }) };
}

async function run(machine: typeof syncRunMachine, start: number, max: number, step: number) {
  const actor = createActor(machine).start();
  expect(actor.getSnapshot().value).toBe('idle');
  actor.send({ type: 'START', url: '/api/public/sync-database', start, max, step });
  return (await waitFor(actor, (s) => s.matches('finished'))).context;
}

describe('the sync run (spec 2.8, 4)', () => {
  it('runs the step-sized batches one after another and sums their timing', async () => {
    const { calls, machine } = server();
    const result = await run(machine, 0, 7, 3);
    expect(calls).toEqual([
      { startIndex: 0, endIndex: 3 },
      { startIndex: 3, endIndex: 6 },
      { startIndex: 6, endIndex: 7 },
    ]);
    expect(result.success).toBe(7);
    expect(result.failed).toBe(0);
    expect(result.status).toBe('All sync done! Success: 7, Failed: 0');
    expect(result.timing.syncOps.toFixed(2)).toBe('0.37');
    expect(syncPercent(result, true)).toBe(100);
    expect(syncPercent(result)).toBe(100);
  });

  it('lists a failed model with its error and counts it', async () => {
    const { machine } = server({ broken: ['invoice'] });
    const result = await run(machine, 0, 150, 5);
    expect(result.failedModels).toEqual([{ name: 'invoice', error: 'refused to sync m_invoice' }]);
    expect(result.status).toBe('All sync done! Success: 6, Failed: 1');
    expect(result.log).toContain('  invoice: refused to sync m_invoice');
  });

  it('logs a failed batch with its message, lists its range and goes on', async () => {
    const { calls, machine } = server({ down: [2] });
    const result = await run(machine, 0, 6, 2);
    expect(calls).toHaveLength(3);
    expect(result.log).toContain('Batch 2-4 failed: Network Error');
    expect(result.failedModels).toEqual([{ name: '2-4', error: 'Network Error' }]);
    expect(result.failed).toBe(1);
    expect(result.success).toBe(4);
  });

  it('shows progress as batches finish', async () => {
    const { machine } = server();
    const actor = createActor(machine).start();
    const seen = new Set<number>();
    actor.subscribe((s) => seen.add(syncPercent(s.context, s.matches('finished'))));
    actor.send({ type: 'START', url: '/x', start: 0, max: 20, step: 5 });
    await waitFor(actor, (s) => s.matches('finished'));
    expect([...seen]).toEqual(expect.arrayContaining([0, 25, 50, 75, 100]));
  });

  it('finishes at once on an empty range and can run again', async () => {
    const { calls, machine } = server();
    const actor = createActor(machine).start();
    actor.send({ type: 'START', url: '/x', start: 5, max: 5, step: 5 });
    const empty = await waitFor(actor, (s) => s.matches('finished'));
    expect(empty.context.status).toBe('All sync done! Success: 0, Failed: 0');
    expect(syncPercent(empty.context)).toBe(0);
    expect(syncPercent(empty.context, true)).toBe(100);
    actor.send({ type: 'START', url: '/x', start: 0, max: 5, step: 5 });
    const again = await waitFor(actor, (s) => s.matches('finished') && s.context.success > 0);
    expect(again.context.success).toBe(5);
    expect(calls).toHaveLength(1);
  });

  it('stops at the first refusal of who is asking, with its one line, and asks nothing more', async () => {
    const { calls, machine } = server({ refusedFrom: 0 });
    const actor = createActor(machine).start();
    actor.send({ type: 'START', url: '/api/public/sync-database', start: 0, max: 150, step: 5 });
    const stopped = await waitFor(actor, (s) => s.matches('refused') || s.matches('finished'));
    expect(stopped.value).toBe('refused');
    // One request, not thirty batches of the same refusal.
    expect(calls).toHaveLength(1);
    expect(stopped.context.status).toBe(REFUSAL);
    expect(stopped.context.log.filter((line) => line === REFUSAL)).toHaveLength(1);
    expect(stopped.context.log).toHaveLength(2);
    // Nothing was synced or failed: the run never started its work.
    expect(stopped.context.failedModels).toEqual([]);
    expect(stopped.context.failed).toBe(0);
    expect(syncPercent(stopped.context)).toBe(0);
  });

  it('keeps what earlier batches did when a later one is refused, and can start again', async () => {
    const { calls, machine } = server({ refusedFrom: 4 });
    const actor = createActor(machine).start();
    actor.send({ type: 'START', url: '/x', start: 0, max: 8, step: 2 });
    const stopped = await waitFor(actor, (s) => s.matches('refused') || s.matches('finished'));
    expect(stopped.value).toBe('refused');
    expect(calls).toEqual([
      { startIndex: 0, endIndex: 2 },
      { startIndex: 2, endIndex: 4 },
      { startIndex: 4, endIndex: 6 },
    ]);
    expect(stopped.context.success).toBe(4);
    expect(stopped.context.status).toBe(REFUSAL);
    expect(syncPercent(stopped.context)).toBe(50);
    actor.send({ type: 'START', url: '/x', start: 0, max: 2, step: 2 });
    const again = await waitFor(actor, (s) => s.matches('finished'));
    expect(again.context.status).toBe('All sync done! Success: 2, Failed: 0');
  });
});
