import path from 'node:path'
import type { InlineConfig } from 'vite'
import { precompress } from './precompress.ts'
import { schemaLimitsModule } from './schema-limits.ts'

const root = path.resolve(import.meta.dirname, '../src/console')

/**
 * The owner's console (src/console): its own build into dist/console, served by the server at
 * /console/ (server/routes/console-app.ts). Three pages: index.html, the console;
 * preview.html, the sandboxed frame that runs the real widget for the settings page's live
 * preview; test-page.html, a page that embeds a chatbot as a site would. Hashed file names, no inline script or style (the console's CSP forbids both) and
 * no modulepreload polyfill (an inline-free build for current browsers). Outside the widget's
 * size budgets: only owners load it.
 */
export const consoleBuild: InlineConfig = {
  configFile: false,
  root,
  base: '/console/',
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [schemaLimitsModule(), precompress()],
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/console'),
    emptyOutDir: true,
    target: ['chrome111', 'edge111', 'firefox113', 'safari16.4'],
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    rollupOptions: {
      input: { index: path.join(root, 'index.html'), preview: path.join(root, 'preview.html'), 'test-page': path.join(root, 'test-page.html') }
    }
  }
}
