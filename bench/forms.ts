// Form figures in Chromium on a production build (issue notes): mount, keystroke latency,
// a dependent field appearing and validate-all on submit, for Tena's <FormEngine> and for
// react-jsonschema-form (@rjsf/core with its Ajv 8 validator) on the same forms, same run.
import { type Browser, chromium } from 'playwright';
import { buildAndServePages } from './browser-pages';

const SIZES = [100, 500, 1_000];
/**
 * BENCH_UNTHROTTLED_FRAMES=1: Chromium draws a frame as soon as one is asked for instead of at
 * the next 60 Hz tick, so a keystroke's latency is the libraries' work and paint without the
 * wait for the display (up to 16.7 ms, the same for both) that hides ratios below one frame.
 */
const UNTHROTTLED = process.env.BENCH_UNTHROTTLED_FRAMES === '1';
const LIBRARIES = ['tena', 'rjsf'] as const;
type Library = (typeof LIBRARIES)[number];
const MOUNTS = 5;
const KEYSTROKES = 100;
const TOGGLES = 10;
const SUBMITS = 5;
/** Untimed runs first: the first of each kind also pays for compiling the page's code. */
const WARMUP = { mounts: 1, keystrokes: 10, toggles: 2, submits: 1 };

interface Figures {
  mount: number;
  keyP50: number;
  keyP95: number;
  dependent: number;
  validateAll: number;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timed(warmup: number, times: number, run: () => Promise<number>) {
  for (let i = 0; i < warmup; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) samples.push(await run());
  return samples;
}

// Each library and size gets a page of its own, so one run's garbage is not another's pause.
async function measure(browser: Browser, url: string, size: number): Promise<Figures> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.formBench !== undefined);
    const mount = () => page.evaluate((n) => window.formBench.mount(n), size);
    const mounts = await timed(WARMUP.mounts, MOUNTS, mount);

    const keys = await timed(WARMUP.keystrokes, KEYSTROKES, async () => {
      await page.evaluate(() => window.formBench.armKeystroke());
      await page.keyboard.press('a');
      return page.evaluate(() => window.formBench.keystroke());
    });
    const toggles = await timed(WARMUP.toggles, TOGGLES, () =>
      page.evaluate(() => window.formBench.dependentAppears()),
    );
    // Each submit on a new, empty form: every required field is missing.
    const submits = await timed(WARMUP.submits, SUBMITS, async () => {
      await mount();
      return page.evaluate(() => window.formBench.validateAll());
    });
    return {
      mount: percentile(mounts, 50),
      keyP50: percentile(keys, 50),
      keyP95: percentile(keys, 95),
      dependent: percentile(toggles, 50),
      validateAll: percentile(submits, 50),
    };
  } finally {
    await page.close();
  }
}

const COLUMNS: [keyof Figures, string][] = [
  ['mount', 'mount'],
  ['keyP50', 'keystroke p50'],
  ['keyP95', 'keystroke p95'],
  ['dependent', 'dependent appears'],
  ['validateAll', 'validate-all'],
];
const ms = (value: number) => value.toFixed(1).padStart(8);

function printTable(results: Map<number, Record<Library, Figures>>) {
  console.log(
    `${''.padEnd(6)}${COLUMNS.map(([, title]) => title.padStart(18).padEnd(19)).join('')}  key p95`,
  );
  console.log(
    `${'fields'.padEnd(6)}${COLUMNS.map(() => `${'Tena'.padStart(9)}${'rjsf'.padStart(9)} `).join('')}  rjsf/Tena`,
  );
  for (const [size, { tena, rjsf }] of results) {
    const cells = COLUMNS.map(([key]) => `${ms(tena[key])} ${ms(rjsf[key])} `).join('');
    console.log(`${String(size).padStart(6)}${cells}  ${(rjsf.keyP95 / tena.keyP95).toFixed(1)}x`);
  }
  console.log('(ms, medians of runs; keystroke p50/p95 over all keystrokes)');
}

function printTargets(tena: Figures, rjsf: Figures) {
  const line = (text: string, figure: string, met: boolean) =>
    console.log(`${text.padEnd(52)} ${figure.padEnd(28)} ${met ? 'met' : 'MISSED'}`);
  line(
    'target at 1,000 fields: keystroke p95 < 16 ms',
    `${tena.keyP95.toFixed(1)} ms`,
    tena.keyP95 < 16,
  );
  line('target at 1,000 fields: mount < 500 ms', `${tena.mount.toFixed(1)} ms`, tena.mount < 500);
  line(
    'target at 1,000 fields: keystroke p95 <= rjsf / 4',
    `${tena.keyP95.toFixed(1)} ms vs ${(rjsf.keyP95 / 4).toFixed(1)} ms`,
    tena.keyP95 <= rjsf.keyP95 / 4,
  );
}

const pages = await buildAndServePages({
  tena: 'bench/forms/tena.html',
  rjsf: 'bench/forms/rjsf.html',
});
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(UNTHROTTLED ? ['--disable-frame-rate-limit', '--disable-gpu-vsync'] : []),
    ],
  });
  console.log(
    `forms (Chromium ${browser.version()}, production build; Tena <FormEngine> vs @rjsf/core + Ajv 8` +
      `${UNTHROTTLED ? '; frames unthrottled' : ''})`,
  );
  try {
    const results = new Map<number, Record<Library, Figures>>();
    for (const size of SIZES) {
      const row: Partial<Record<Library, Figures>> = {};
      for (const library of LIBRARIES)
        row[library] = await measure(browser, `${pages.base}/bench/forms/${library}.html`, size);
      results.set(size, row as Record<Library, Figures>);
    }
    printTable(results);
    const largest = results.get(1_000);
    if (largest) printTargets(largest.tena, largest.rjsf);
  } finally {
    await browser.close();
  }
} finally {
  await pages.close();
}
