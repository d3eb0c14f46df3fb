// `npx tsx bench/grid/trace.ts [step] [frames]`: where a scrolled frame's time goes. Mounts the
// bench grid (10,000 rows), scrolls it `step` px a frame the way grid-entry.tsx does, records a
// Chromium trace, and prints per frame the renderer main thread's script (the scroll handler:
// the virtualizer and React), style, layout and paint, with the elements restyled. Medians and
// low percentiles are given because a busy machine stretches some frames at random; compare
// builds back to back. Not part of `npm run bench`.
import { chromium } from 'playwright';
import { buildAndServePages } from '../browser-pages';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { elementCount?: number; data?: { type?: string } };
}

const PHASES: Record<string, (e: TraceEvent) => boolean> = {
  'scroll handler': (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'scroll',
  style: (e) => e.name === 'UpdateLayoutTree',
  layout: (e) => e.name === 'Layout',
  'pre-paint': (e) => e.name === 'PrePaint',
  paint: (e) => e.name === 'Paint',
  layerize: (e) => e.name === 'Layerize',
  commit: (e) => e.name === 'Commit',
};

const step = Number(process.argv[2] ?? 220);
const frameCount = Number(process.argv[3] ?? 400);

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const served = await buildAndServePages({ grid: 'bench/grid/grid.html' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${served.base}/bench/grid/grid.html`);
  await page.waitForFunction(() => window.gridBench !== undefined);
  // As many mounts as the bench makes before it scrolls (TRACE_MOUNTS to change it), of
  // TRACE_ROWS rows (10,000 by default).
  for (let i = 0; i < Number(process.env.TRACE_MOUNTS ?? 6); i += 1) {
    await page.evaluate(
      (rows) => window.gridBench.mount(rows),
      Number(process.env.TRACE_ROWS ?? 10_000),
    );
  }
  const client = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  client.on('Tracing.dataCollected', ({ value }) => events.push(...(value as never[])));
  const done = new Promise<void>((resolve) => {
    client.once('Tracing.tracingComplete', () => resolve());
  });
  await client.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  // grid-entry.tsx's scroll loop, for a fixed number of frames (a string: tsx would add helpers
  // to a function that the page does not have).
  const frames = await page.evaluate<number[]>(`new Promise((resolve) => {
    const box = document.querySelector('table[role="grid"]').parentElement;
    box.scrollTop = 0;
    const out = [];
    const next = (frameStart) => {
      box.scrollTop += ${step};
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        out.push(performance.now() - frameStart);
        if (out.length > ${frameCount}) resolve(out.slice(1));
        else requestAnimationFrame(next);
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(next);
  })`);
  await client.send('Tracing.end');
  await done;
  const style = events.find((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X');
  const main = events.filter(
    (e) => e.ph === 'X' && e.pid === style?.pid && e.tid === style?.tid && e.dur !== undefined,
  );
  const slow = frames.filter((ms) => ms > 16).length;
  console.log(
    `${frames.length} frames at ${step} px: ${slow} over 16 ms (${((100 * slow) / frames.length).toFixed(1)}%), p50 ${percentile(frames, 0.5).toFixed(1)} ms`,
  );
  console.log('main thread, ms per frame:     mean     p10     p50');
  for (const [name, matches] of Object.entries(PHASES)) {
    const durations = main.filter(matches).map((e) => (e.dur ?? 0) / 1000);
    // Paint is recorded once per painted object: sum it per frame through the mean only.
    const mean = durations.reduce((sum, ms) => sum + ms, 0) / frames.length;
    const low = name === 'paint' ? '' : percentile(durations, 0.1).toFixed(2).padStart(8);
    const mid = name === 'paint' ? '' : percentile(durations, 0.5).toFixed(2).padStart(8);
    console.log(`  ${name.padEnd(28)}${mean.toFixed(2).padStart(8)}${low}${mid}`);
  }
  const restyled = main
    .filter((e) => e.name === 'UpdateLayoutTree')
    .reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0);
  console.log(`  elements restyled per frame: ${(restyled / frames.length).toFixed(0)}`);
  // Software raster (--disable-gpu) runs on worker threads; the main thread's commit waits for it.
  const raster = events
    .filter((e) => e.ph === 'X' && e.name === 'RasterTask')
    .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  console.log(`  raster (other threads), ms per frame: ${(raster / frames.length).toFixed(2)}`);
} finally {
  await browser.close();
  await served.close();
}
