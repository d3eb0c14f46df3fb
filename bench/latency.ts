// Latency figures as the load benches print them: p50 and p99 of the samples, and whether the
// p99 meets a target when the issue sets one; and the in-process GET timing they report.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The `p`th percentile of samples sorted ascending (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One line: `name  p50=… ms  p99=… ms  n=…`, with the target met or missed. */
export function reportLatency(name: string, times: number[], target?: number): void {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const verdict =
    target === undefined ? '' : p99 <= target ? '  (target met)' : '  (target MISSED)';
  console.log(
    `${name.padEnd(60)} p50=${p50.toFixed(1).padStart(6)} ms  p99=${p99.toFixed(1).padStart(6)} ms  n=${times.length}${verdict}`,
  );
}

/**
 * The server's time for `measured` GETs as the app answers them in this process (routing, auth,
 * the database; no network), after `warmUp` untimed ones, taking the URLs in turn. Any answer
 * but 200 stops the bench; `check` sees the first answer.
 */
export async function timeGets(
  app: FastifyInstance,
  urls: string[],
  headers: Record<string, string>,
  counts: { warmUp: number; measured: number },
  check?: (first: LightMyRequestResponse) => void,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < counts.warmUp + counts.measured; i++) {
    const url = urls[i % urls.length] as string;
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    if (i === 0) check?.(res);
    if (i >= counts.warmUp) times.push(took);
  }
  return times;
}
