/**
 * Work the server repeats on its own (removing uploads no record took, charging bed-days): once
 * when the server starts, before it answers, then every `everyMs` on a timer that does not keep
 * the process alive; closing waits for a run under way so it never runs against a closed
 * database. A run that throws is logged and the next one runs as planned.
 */
import type { FastifyInstance } from 'fastify';

export function registerRepeatingJob(
  app: FastifyInstance,
  everyMs: number,
  run: () => Promise<void>,
  failure: string,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const once = async () => {
    try {
      await run();
    } catch (error) {
      app.log.error({ err: error }, failure);
    }
  };
  app.addHook('onReady', async () => {
    running = once();
    await running;
    timer = setInterval(() => {
      running = running.then(once);
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
