import path from 'node:path'
import { build } from 'esbuild'

const built = new Map<string, Promise<string>>()

/**
 * The server entry `entry` bundled into one ES module, once per test worker. Starting the
 * bundle takes node a fraction of the time tsx needs to compile the sources, which matters
 * for the tests that start and kill the server dozens of times. It is written under
 * node_modules/.cache so that its bare imports resolve to the project's packages.
 */
export function compiledEntry(entry: 'server/main.ts' | 'server/cli/main.ts'): Promise<string> {
  let bundle = built.get(entry)
  if (!bundle) {
    const outfile = path.resolve('node_modules/.cache/porchlight-tests', `${process.pid}-${path.basename(path.dirname(entry))}-main.mjs`)
    bundle = build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'error' }).then(() => outfile)
    built.set(entry, bundle)
  }
  return bundle
}
