// Latency figures as the load benches print them: p50 and p99 of the samples, and whether the
// p99 meets a target when the issue sets one.

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
