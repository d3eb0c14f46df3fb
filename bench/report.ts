import { performance } from 'node:perf_hooks';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Prints one line: name, sample count, median, p95 and throughput. Returns the median. */
export function report(name: string, samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((sum, ms) => sum + ms, 0);
  const median = percentile(sorted, 50);
  console.log(
    `${name.padEnd(52)} n=${String(samples.length).padStart(5)}  median=${median.toFixed(4)} ms  p95=${percentile(sorted, 95).toFixed(4)} ms  ops/s=${((samples.length / total) * 1000).toFixed(0)}`,
  );
  return median;
}

/** Times `fn` `times` times after `warmup` untimed runs. */
export function sample(
  times: number,
  fn: (i: number) => void,
  warmup = Math.min(200, times),
): number[] {
  for (let i = 0; i < warmup; i += 1) fn(i);
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    fn(i);
    samples.push(performance.now() - started);
  }
  return samples;
}
