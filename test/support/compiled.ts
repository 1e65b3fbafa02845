import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { bundledWorkerFile, IMPORT_WORKER_ENTRY } from '../../server/listings/import/sqlite-import-writer.ts'

const built = new Map<string, Promise<string>>()

/**
 * The server entry `entry` bundled into one ES module, once per test run: vite.config.ts sets
 * PORCHLIGHT_TEST_RUN in the vitest process, which its workers inherit, so the files that start
 * a child server share one bundle instead of each waiting for esbuild. Starting the bundle takes
 * node a fraction of the time tsx needs to compile the sources, which matters for the tests
 * that start and kill the server dozens of times. It is written under node_modules/.cache so
 * that its bare imports resolve to the project's packages; written under another name and
 * renamed, a worker never reads another's half-written file.
 */
export function compiledEntry(entry: 'server/main.ts' | 'server/cli/main.ts'): Promise<string> {
  let bundle = built.get(entry)
  if (!bundle) {
    const run = process.env.PORCHLIGHT_TEST_RUN ?? String(process.pid)
    const outfile = path.resolve('node_modules/.cache/porchlight-tests', `${run}-${path.basename(path.dirname(entry))}-main.mjs`)
    bundle = fs.existsSync(outfile) ? Promise.resolve(outfile) : compile(entry, outfile)
    built.set(entry, bundle)
  }
  return bundle
}

async function compile(entry: string, outfile: string): Promise<string> {
  const partial = `${outfile}.${process.pid}`
  const options = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'error' } as const
  // The import writer's thread (sqlite-import-writer.ts) first: it is looked for once the server runs.
  const worker = bundledWorkerFile(outfile)
  await build({ entryPoints: [IMPORT_WORKER_ENTRY], outfile: `${worker}.${process.pid}`, ...options })
  fs.renameSync(`${worker}.${process.pid}`, worker)
  await build({ entryPoints: [entry], outfile: partial, ...options })
  fs.renameSync(partial, outfile)
  return outfile
}
