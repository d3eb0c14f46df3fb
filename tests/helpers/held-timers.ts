/**
 * Job timers a test fires itself (src/server/repeating-job.ts JobTimers): each wait the server
 * asks for is kept with its job's name and how long it asked to wait; `fire` runs a job's latest
 * one as the timer would and waits for the run it starts. With the app's clock the test's too, a
 * job is tested at the moments it names without sleeping.
 */
import type { JobTimers } from '../../src/server/repeating-job';

export interface HeldWait {
  job: string;
  ms: number;
  run: () => Promise<void>;
  cleared: boolean;
}

export interface HeldTimers extends JobTimers {
  waits: HeldWait[];
  /** The latest wait `job` asked for (its next run). */
  latest(job: string): HeldWait;
  /** Fires `job`'s latest wait now, as its timer would, and waits for what it starts. */
  fire(job: string): Promise<void>;
}

export function heldTimers(): HeldTimers {
  const waits: HeldWait[] = [];
  const latest = (job: string) => {
    const wait = waits.filter((w) => w.job === job).at(-1);
    if (!wait) throw new Error(`the job ${job} asked for no wait`);
    return wait;
  };
  return {
    waits,
    latest,
    set(run, ms, job) {
      const wait = { job, ms, run, cleared: false };
      waits.push(wait);
      return wait;
    },
    clear(handle) {
      if (handle) (handle as HeldWait).cleared = true;
    },
    fire: (job) => latest(job).run(),
  };
}
