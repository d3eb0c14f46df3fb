/**
 * Work the server repeats on its own (removing uploads no record took, charging bed-days): once
 * when the server starts, before it answers, then at the moments the job names, on the app's
 * clock (`app.clock`): every so often (`registerRepeatingJob`) or at a time of day
 * (`registerScheduledJob`: the bed-days shortly after each midnight). Between runs it waits on a
 * timer that does not keep the process alive (`app.jobTimers`, which a test replaces to fire
 * the next run itself); a timer that fires before its moment on the app's clock (a wait longer
 * than a timer holds, a clock set back) waits again. Closing waits for a run under way so it
 * never runs against a closed database. A run that throws is logged and the job goes on.
 */
import type { FastifyInstance } from 'fastify';

/** How the server waits for a job's next run; a test's copy fires `run` when it chooses. */
export interface JobTimers {
  /** Calls `run` of the job named `job` after `ms`; what it answers is what `clear` takes. */
  set(run: () => Promise<void>, ms: number, job: string): unknown;
  clear(handle: unknown): void;
}

/** The longest wait one Node timer holds (about 24.8 days); a longer one waits again. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const SYSTEM_TIMERS: JobTimers = {
  set(run, ms) {
    const timer = setTimeout(run, Math.min(ms, LONGEST_TIMER_MS));
    timer.unref();
    return timer;
  },
  clear(handle) {
    clearTimeout(handle as NodeJS.Timeout | undefined);
  },
};

export interface ScheduledJob {
  /** What the job is called ("bed-days"), for its timers. */
  name: string;
  /** The next run's moment after one at `now`; `failed` when that run threw. */
  next(now: Date, failed: boolean): Date;
  run(): Promise<void>;
  /** What the log says when a run throws. */
  failure: string;
}

export function registerScheduledJob(app: FastifyInstance, job: ScheduledJob): void {
  let handle: unknown;
  let closed = false;
  let running: Promise<void> = Promise.resolve();
  const once = async () => {
    try {
      await job.run();
      return false;
    } catch (error) {
      app.log.error({ err: error }, job.failure);
      return true;
    }
  };
  const waitFor = (at: Date) => {
    if (closed) return;
    const tick = () => {
      if (closed) return running;
      if (app.clock().getTime() < at.getTime()) {
        waitFor(at);
        return running;
      }
      running = running.then(once).then((failed) => waitFor(job.next(app.clock(), failed)));
      return running;
    };
    const ms = Math.max(0, at.getTime() - app.clock().getTime());
    handle = app.jobTimers.set(tick, ms, job.name);
  };
  app.addHook('onReady', async () => {
    running = once().then((failed) => waitFor(job.next(app.clock(), failed)));
    await running;
  });
  app.addHook('onClose', async () => {
    closed = true;
    app.jobTimers.clear(handle);
    await running;
  });
}

/** A job run at start and then every `everyMs`. */
export function registerRepeatingJob(
  app: FastifyInstance,
  job: Omit<ScheduledJob, 'next'> & { everyMs: number },
): void {
  const { everyMs, ...rest } = job;
  registerScheduledJob(app, { ...rest, next: (now) => new Date(now.getTime() + everyMs) });
}
