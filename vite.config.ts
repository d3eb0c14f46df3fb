import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { _, Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import modelMetaSchema from './src/engine/schema/model.schema.json' with { type: 'json' };

const MODEL_VALIDATOR_ID = 'virtual:tena/model-validator';

/**
 * `virtual:tena/model-validator`: the model meta-schema compiled by Ajv ahead of time (the
 * schema playground checks schemas in the browser). Ajv compiles with `new Function`, which
 * the app's CSP refuses; standalone code is the same validator as plain module source. The
 * options match the server's registry Ajv (all errors, not strict, ajv-formats).
 */
function modelValidatorPlugin(): Plugin {
  const resolved = `\0${MODEL_VALIDATOR_ID}`;
  return {
    name: 'tena-model-validator',
    resolveId: (id) => (id === MODEL_VALIDATOR_ID ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const formats = _`require("ajv-formats/dist/formats").fullFormats`;
      const ajv = new Ajv({
        allErrors: true,
        strict: false,
        code: { source: true, esm: true, formats },
      });
      addFormats(ajv);
      const code = standaloneCode(ajv, ajv.compile(modelMetaSchema));
      // The generated code still `require`s Ajv's runtime helpers: turn those into imports, whose
      // CommonJS namespace arrives either as the exports object or wrapped in `default`.
      const modules = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))];
      let body = code;
      modules.forEach((module, index) => {
        body = body.replaceAll(`require(${JSON.stringify(module)})`, `__cjs(__m${index})`);
      });
      return [
        ...modules.map(
          (module, index) => `import * as __m${index} from ${JSON.stringify(module)};`,
        ),
        'const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);',
        body,
      ].join('\n');
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text, and over a kilobyte (smaller ones fit in a packet anyway). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

async function precompress(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        // The bundle's 4.2 MB of JavaScript and CSS (loaded two-core machine): quality 11 took
        // 18 s for 1.08 MB, 9 took 2.6 s for 1.17 MB, 5 takes 0.3 s for 1.19 MB (gzip 9: 1.27 MB).
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  // A copy no smaller than the file would only cost the browser the decoding.
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Brotli and gzip copies of the built client's text files, written beside them (x.js.br,
 * x.js.gz) once the bundle is written, so the server (@fastify/static preCompressed,
 * src/server/plugins/client.ts) sends the smallest the browser accepts without compressing on
 * every request: the bundle's JavaScript and CSS shrink to about a quarter with brotli, which is
 * what a ward's slow link carries.
 */
function precompressPlugin(): Plugin {
  return {
    name: 'tena-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompress(path.join(dir, name))));
    },
  };
}

const CHARSET = '<meta charset="UTF-8" />';

/** `html` with `tag` first after <meta charset> (which stays first in <head>). */
function afterCharset(html: string, tag: string): string {
  if (!html.includes(CHARSET)) throw new Error(`index.html has no ${CHARSET}`);
  return html.replace(CHARSET, `${CHARSET}\n    ${tag}`);
}

/** The app's first script (src/client/api/early-start.ts): the session's token, then the registry. */
const EARLY_START = 'src/client/api/early-start.ts';

/**
 * The built index.html runs early-start.ts first, as a classic script of its own at the top of
 * <head> (an immutable file under assets/, so from the cache it runs as the parser meets it): it
 * asks for the session's token (then the registry and the page's data) while the browser still
 * fetches, compiles and runs the bundle. As an async module script of the bundle's build it ran
 * only once the page was parsed and styled, some 100 ms into a load on this two-core machine.
 * Bundled here on its own by Rolldown (Vite's bundler) as one IIFE with what it imports (start
 * addresses, the prefetch store, the page-gets table: no React, axios or engine code). The main
 * bundle imports the same module for dev, where it is main.tsx's first import; the object it
 * shares on `window` (early-answers.ts) makes the second run a no-op.
 */
function earlyStartPlugin(): Plugin {
  let fileName = '';
  return {
    name: 'tena-early-start',
    apply: 'build',
    async buildStart() {
      const { build } = await import('rolldown');
      const bundled = await build({
        input: EARLY_START,
        platform: 'browser',
        write: false,
        output: { format: 'iife', minify: true },
      });
      const code = bundled.output[0].code;
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/early-start-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => afterCharset(html, `<script src="/${fileName}"></script>`),
    },
  };
}

/** The page behind every screen and model page (routes/screen-routes.tsx), in the source. */
const ADMIN_PAGE = '/src/client/app/screens/AdminPathPage.tsx';

/**
 * What each kind of admin page loads past AdminPathPage (lazily: lazy-module.ts), in the source:
 * a record's detail the form engine (which fields show) and a table field's rows, a list its
 * grid, a form the form engine's widgets, a screen page its lists and boards. Kinds as
 * early-start.ts tells them from the address.
 */
const PAGE_KIND_MODULES: Record<string, string[]> = {
  detail: ['/src/engine/form/index.ts', '/src/client/app/models/RecordRows.tsx'],
  list: ['/src/client/app/models/ModelListPage.tsx'],
  form: ['/src/client/app/models/ModelFormPage.tsx'],
  screen: ['/src/client/app/screens/PageScreenView.tsx'],
};

/**
 * What a model's detail page needs besides, by model, in the source: the code its extras need
 * before they can draw (src/client/app/models/extras/detail-code.ts starts the same modules as
 * the page is navigated to): a surgical case's anesthesia chart, uPlot.
 */
const DETAIL_CODE_MODULES: Record<string, string[]> = {
  surgicalCase: ['/src/client/app/charts/PlotCanvas.tsx'],
};

/**
 * The chunks of the admin pages' code (AdminPathPage and what it imports, past what the entry
 * loads), named in index.html's `<meta name="tena-admin-chunks">`, and per kind of page what
 * it loads besides (`<meta name="tena-page-chunks" content="detail:/a.js /b.js;list:...">`):
 * early-start.ts preloads the first and the kind its address names (modulepreload, CSS as
 * style) when there is a session to restore, so a reload of one of the pages people open most
 * gets that code beside the main bundle, compiled off the main thread, instead of asking for it
 * once the main bundle had run (some 400 ms in); a record's page fetches no list or form code.
 * A record's page of a model in DETAIL_CODE_MODULES also gets that code's chunks
 * (`<meta name="tena-detail-chunks" content="surgicalCase:/a.js /a.css;...">`).
 * The sign-in page loads none of it (issue 8: its initial JavaScript under 200 kB gzip).
 */
function preloadAdminPagePlugin(): Plugin {
  return {
    name: 'tena-preload-admin-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunkOf = (name: string) => {
          const output = bundle[name];
          return output?.type === 'chunk' ? output : undefined;
        };
        const reach = (from: string[], seen = new Set<string>()) => {
          for (const name of from)
            if (!seen.has(name)) {
              seen.add(name);
              reach(chunkOf(name)?.imports ?? [], seen);
            }
          return seen;
        };
        const chunks = Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [out] : []));
        const chunkFor = (module: string) => {
          // Its own chunk, or the shared one holding it (imported statically elsewhere too).
          const found =
            chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)) ??
            chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
          if (!found) throw new Error(`no chunk for ${module}: is it still lazily loaded?`);
          return found.fileName;
        };
        const inIndex = reach(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
        const past = (loaded: Set<string>, modules: string[]) => {
          const wanted = [...reach(modules.map(chunkFor))].filter((name) => !loaded.has(name));
          const css = wanted.flatMap((name) => [
            ...(chunkOf(name)?.viteMetadata?.importedCss ?? []),
          ]);
          return [...wanted, ...css].map((name) => `/${name}`).join(' ');
        };
        const admin = past(inIndex, [ADMIN_PAGE]);
        const withAdmin = reach([chunkFor(ADMIN_PAGE)], new Set(inIndex));
        const kinds = Object.entries(PAGE_KIND_MODULES)
          .map(([kind, modules]) => `${kind}:${past(withAdmin, modules)}`)
          .join(';');
        const details = Object.entries(DETAIL_CODE_MODULES)
          .map(([model, modules]) => `${model}:${past(withAdmin, modules)}`)
          .join(';');
        return afterCharset(
          html,
          [
            `<meta name="tena-admin-chunks" content="${admin}">`,
            `<meta name="tena-page-chunks" content="${kinds}">`,
            `<meta name="tena-detail-chunks" content="${details}">`,
          ].join('\n    '),
        );
      },
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    modelValidatorPlugin(),
    // Each puts its tag first after <meta charset>, so in this order the list of admin chunks
    // comes before the first script, which reads it.
    earlyStartPlugin(),
    preloadAdminPagePlugin(),
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps stay beside the build for reading stack traces; the server never serves them.
    sourcemap: 'hidden',
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Once per run: the seeded databases each test file's seeded apps copy (tests/helpers/seeded-template.ts).
    globalSetup: ['tests/helpers/global-setup.ts'],
    // mathjs's ESM build is some 1,500 modules, which each test file's worker loaded anew (0.8 s
    // of CPU); bundled once into one module by the optimizer, the same code loads in about half.
    deps: { optimizer: { ssr: { enabled: true, include: ['mathjs'] } } },
    pool: 'forks',
    // Each worker keeps the modules it has loaded from one file to the next. Loading the server
    // anew for every file cost more than its tests: on 28 Nov the whole suite spent 890 s of
    // worker time importing (Vitest's figure), 40 s without isolation, and took 14 min instead
    // of 29 on the same machine. So nothing may rely on a fresh module: each test builds its own
    // app and database (tests/helpers, which register no hooks at module level, as those would
    // run for the first file only), and the one file that mocks a module
    // (tests/unit/client/bedside-charts.test.tsx, PlotCanvas) is the only one that loads it.
    isolate: false,
    // On CI, one file per core. Vitest's default keeps a core spare: one file at a time on the
    // two-core CI machine, where a file on PostgreSQL spends about half its time waiting for the
    // database (ten of the longest files: 540 s alone, 268 s two at a time). Locally the default
    // stays, as the machine may be shared: there, two files at a time beside other people's
    // runs passed Fastify's 10 s for the app's onReady (its table sync).
    maxWorkers: process.env.CI ? availableParallelism() : undefined,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
