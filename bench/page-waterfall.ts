// Where a browser bench's page load spends its time: per load, the document, each script,
// stylesheet and API call (start and end from navigation start, by the browser's resource
// timings), DOMContentLoaded and the main thread's long tasks (over 50 ms, by a PerformanceObserver
// set up before the page's own scripts); over the loads, the median of each step, in order.
import type { BrowserContext, Page } from '@playwright/test';
import { percentile } from './latency';

/** One step of one load, in ms from navigation start. */
export interface Step {
  name: string;
  start: number;
  end: number;
}

/** Registers the long-task observer on every page of `context` before its scripts run. */
export async function watchLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tasks: { start: number; end: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The steps of the page's load so far (call once the page shows what was waited for). */
export async function pageSteps(page: Page): Promise<Step[]> {
  return page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const steps: { name: string; start: number; end: number }[] = [];
    if (nav) {
      steps.push({ name: 'document', start: nav.requestStart, end: nav.responseEnd });
      steps.push({
        name: 'DOMContentLoaded',
        start: nav.domContentLoadedEventStart,
        end: nav.domContentLoadedEventEnd,
      });
    }
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const url = new URL(entry.name);
      // Fingerprinted chunks keep their readable stem: assets/PlotCanvas-B1yYq0KQ.js -> PlotCanvas.js
      const file = url.pathname.replace(/^\/assets\/(.+?)-[\w-]{8}\.(\w+)$/, '$1.$2');
      const path = file.replace(/\/\d+(?=\/|$)/g, '/:id');
      // The same address asked again in one load is a step of its own.
      const again = steps.filter((step) => step.name.split(' #')[0] === path).length;
      const name = again > 0 ? `${path} #${again + 1}` : path;
      steps.push({ name, start: entry.startTime, end: entry.responseEnd });
    }
    const tasks = (window as unknown as { __longTasks?: { start: number; end: number }[] })
      .__longTasks;
    (tasks ?? []).forEach((task, i) => {
      steps.push({ name: `long task ${i + 1}`, start: task.start, end: task.end });
    });
    return steps;
  });
}

/**
 * Prints the median start and end of each step seen in at least half the loads, ordered by
 * start: the waterfall of a typical load.
 */
export function reportWaterfall(title: string, loads: Step[][], from = 'navigation start'): void {
  const byName = new Map<string, Step[]>();
  for (const load of loads)
    for (const step of load) byName.set(step.name, [...(byName.get(step.name) ?? []), step]);
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const rows = [...byName]
    .filter(([, steps]) => steps.length * 2 >= loads.length)
    .map(([name, steps]) => ({
      name,
      start: median(steps.map((s) => s.start)),
      end: median(steps.map((s) => s.end)),
    }))
    .sort((a, b) => a.start - b.start);
  console.log(`  ${title}: median ms from ${from} (start -> end, took)`);
  for (const row of rows)
    console.log(
      `    ${row.name.slice(0, 52).padEnd(52)} ${row.start.toFixed(0).padStart(5)} -> ${row.end.toFixed(0).padStart(5)}  ${(row.end - row.start).toFixed(0).padStart(4)}`,
    );
}
