import { defineConfig } from 'vitest/config'

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
      {
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000
        }
      },
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
