import { existsSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { build, minify, type Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { CHROMIUM } from './test/support/chromium-path.ts'
import { findPostgresBin } from './test/support/postgres.ts'
import { precompress } from './build/precompress.ts'
import { consoleBuild } from './build/console-config.ts'
import { schemaLimitsModule } from './build/schema-limits.ts'

const postgresAvailable = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') || findPostgresBin() !== undefined
if (!postgresAvailable && process.env.VITEST) {
  console.warn('PostgreSQL server programs not found and DATABASE_URL not set: the server suite runs on SQLite only')
}

if (!existsSync(CHROMIUM) && process.env.VITEST) {
  console.warn(`e2e: no Chromium found at ${CHROMIUM}; the browser tests are skipped. Install chromium (apt-get install chromium) or set CHROMIUM_PATH`)
}

// One id for the whole run, which the workers inherit: they share one server bundle (test/support/compiled.ts).
process.env.PORCHLIGHT_TEST_RUN ??= String(process.pid)

const serverTests = {
  include: ['test/server/**/*.test.ts'],
  environment: 'node' as const,
  // One module graph per worker, not per file: importing the server again for each file was
  // most of a file's time on a busy machine. Each file still has its own servers, data folders
  // and databases, and no server test mocks a module.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000
}

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

const widgetOut = 'dist/widget'

/**
 * Constructable stylesheets (adoptedStyleSheets) need Safari 16.4, Chrome 73 and Firefox 101;
 * the widget targets browsers of that age, so neither JS nor CSS carries fallbacks for older
 * ones. No modulepreload helper: the loader imports panel.js itself, and the few lazy chunks
 * import nothing the panel has not already loaded.
 */
const shared = { target: ['chrome111', 'edge111', 'firefox113', 'safari16.4'], modulePreload: false, reportCompressedSize: false, outDir: widgetOut }

/**
 * One file for the widget build and the test projects.
 *
 * The widget is two builds written into dist/widget, which the server serves at /widget.js
 * and /widget/*:
 * - `client`: ES modules with stable names for the loader to import, core.js (config, storage,
 *   colours, the API envelope; at idle time) and panel.js (the chat panel; on intent), which
 *   imports core.js rather than bundling its modules again, plus lazily imported chunks such
 *   as the voice recorder and the UI languages;
 * - `loader`: widget.js, one self-contained classic script (IIFE) that a page can load with a
 *   plain script tag; it reaches core.js and panel.js with a native import() of a URL it
 *   computes from its own src, so it shares no module graph with them and has no import or export.
 * The client build runs first because it empties the folder.
 * The owner's console is a third build, into dist/console (build/console-config.ts).
 */
/**
 * Library mode keeps whitespace in ES output (it expects another bundler downstream); the
 * panel goes straight to browsers, so its chunks are minified here in full.
 */
const minifyPanelChunks: Plugin = {
  name: 'porchlight:minify-panel-chunks',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle: {
    order: 'post',
    async handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const result = await minify(chunk.fileName, chunk.code, { module: true, compress: true, mangle: true })
        if (result.errors.length) throw new Error(`minifying ${chunk.fileName}: ${result.errors.map((error) => error.message).join('; ')}`)
        chunk.code = result.code
      }
    }
  }
}

/**
 * widget.js, core.js and panel.js start with V8's per-file compile hint: Chromium (136 and
 * later) then compiles all of a file's functions on the thread that streams it in, instead of
 * each on the page's main thread when first called. Nearly every function of the first two runs
 * on every page load (the loader's at once, core.js's at idle time). panel.js's would otherwise
 * be compiled one by one inside the task that answers a visitor's first tap on the bubble, the
 * longest task the chat gives a page (bench/open-timing.ts). Other engines read it as a
 * comment. Added after minifying, which drops comments.
 */
const EAGER_FILES: Record<string, string[]> = { loader: ['widget.js'], client: ['core.js', 'panel.js'] }
const compileEagerly: Plugin = {
  name: 'porchlight:compile-eagerly',
  applyToEnvironment: (environment) => environment.name in EAGER_FILES,
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const name of EAGER_FILES[this.environment.name]!) {
        const chunk = bundle[name]
        if (chunk?.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
      }
    }
  }
}

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  define: { __PORCHLIGHT_VERSION__: JSON.stringify(version) },
  plugins: [minifyPanelChunks, compileEagerly, precompress()],
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!)
      await builder.build(builder.environments.loader!)
      await build(consoleBuild)
    }
  },
  environments: {
    client: {
      build: {
        ...shared,
        emptyOutDir: true,
        // Library mode: vite then leaves dynamic imports as they are, with no preload helper.
        lib: { entry: { core: 'src/core/main.ts', panel: 'src/panel/main.tsx' }, formats: ['es'] },
        rollupOptions: {
          preserveEntrySignatures: 'allow-extension',
          output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' }
        }
      }
    },
    loader: {
      consumer: 'client',
      build: {
        ...shared,
        emptyOutDir: false,
        rollupOptions: {
          input: { widget: 'src/loader.ts' },
          output: { format: 'iife', entryFileNames: '[name].js' }
        }
      }
    }
  },
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    // Two files at once even on two cores: most server files wait on sockets, child processes
    // and PostgreSQL, not on the CPU, and each has its own server, data folder and database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'server', ...serverTests, provide: { postgresUrl: '', postgresTemplate: '' } } },
      ...(postgresAvailable
        ? [{ test: { name: 'server-postgres', ...serverTests, globalSetup: ['test/support/postgres-setup.ts'] } }]
        : []),
      {
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
        // The console's code reads the settings' and listing fields' limits from it (build/schema-limits.ts).
        plugins: [schemaLimitsModule()],
        test: {
          name: 'widget',
          include: ['test/widget/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/widget/setup.ts'],
          globalSetup: ['test/support/widget-server-setup.ts']
        }
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // One Chromium for every file; each file connects to it and closes its own contexts.
          globalSetup: ['test/support/e2e-setup.ts'],
          // One browser page at a time, after the other projects (vitest's default group is 0):
          // the browser gets the machine.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // One module graph for every file: each would otherwise import the whole server again
          // (seconds apiece); the files share no state beyond it, each starts its own server.
          isolate: false,
          // A browser on a busy machine can take more than poll's default second to get there.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000
        }
      }
    ]
  }
})
