import { defineConfig } from 'vitest/config'
import { findPostgresBin } from './test/postgres/cluster.ts'

const postgresAvailable = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') || findPostgresBin() !== undefined
if (!postgresAvailable && process.env.VITEST) {
  console.warn('PostgreSQL server programs not found and DATABASE_URL not set: the server suite runs on SQLite only')
}

const serverTests = {
  include: ['test/server/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000
}

/**
 * One file for the widget build and the test projects.
 * The widget is built into dist/widget, which the server serves at /widget.js.
 */
export default defineConfig({
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    target: 'es2020',
    rollupOptions: {
      input: { widget: 'src/loader.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', format: 'es' }
    }
  },
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      { test: { name: 'server', ...serverTests, provide: { postgresUrl: '' } } },
      ...(postgresAvailable
        ? [{ test: { name: 'server-postgres', ...serverTests, globalSetup: ['test/postgres/global-setup.ts'] } }]
        : []),
      {
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
        test: {
          name: 'widget',
          include: ['test/widget/**/*.test.{ts,tsx}'],
          environment: 'happy-dom'
        }
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000
        }
      }
    ]
  }
})
