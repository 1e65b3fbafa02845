import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_WORKER_ENTRY } from '../../../server/listings/import/sqlite-import-writer.ts'
import { freePort } from '../../support/ports.ts'

/**
 * The image as the Dockerfile builds it, run without a container engine: a build stage (the
 * built widget, the server bundled as `npm run build:server` bundles it, the sources; the
 * project's node_modules linked, not copied), then the runtime stage's files copied from it
 * exactly as its COPY lines say into a folder of their own, started with its ENV and CMD, the
 * demo on and off.
 */
const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
const copies = [...runtimeStage.matchAll(/^COPY --from=build \/app\/(\S+) (\S+)$/gm)].map(([, from, to]) => [from!, to!] as const)
const command = JSON.parse(/^CMD (\[.*\])$/m.exec(runtimeStage)![1]!) as string[]
const imageEnv = Object.fromEntries([.../(\w+)=(\S+)/g[Symbol.matchAll](/^ENV ([^]*?)\n(?=\S)/m.exec(runtimeStage)![1]!)].map(([, name, value]) => [name!, value!]))

const folders: string[] = []
const children: ChildProcess[] = []
let image: string

beforeAll(async () => {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-build-stage-'))
  image = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-image-'))
  folders.push(stage, image)
  fs.symlinkSync(path.resolve('node_modules'), path.join(stage, 'node_modules'))
  for (const name of ['package.json', 'bin', 'demo', 'server']) fs.cpSync(name, path.join(stage, name), { recursive: true })
  fs.cpSync('dist/widget', path.join(stage, 'dist/widget'), { recursive: true })
  await build({
    entryPoints: ['server/main.ts', 'server/cli/main.ts', IMPORT_WORKER_ENTRY], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external',
    splitting: true, outdir: path.join(stage, 'dist/server'), outbase: 'server', logLevel: 'error'
  })
  // As COPY does: a destination ending in / is a folder the source goes into.
  for (const [from, to] of copies) fs.cpSync(path.join(stage, from), path.join(image, to, to.endsWith('/') ? path.basename(from) : ''), { recursive: true, verbatimSymlinks: true })
}, 120_000)

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

/** Starts the image's CMD in its folder with its ENV (the port and data folder this test's); resolves once /healthz answers, rejects if it exits. */
async function startImage(seedDemo: '0' | '1'): Promise<{ url: string; dataDir: string; banner: () => Promise<string> }> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-image-data-'))
  folders.push(dataDir)
  const [program, ...args] = command
  expect(program).toBe('node')
  const child = spawn(process.execPath, args, { cwd: image, env: { ...process.env, ...imageEnv, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: seedDemo, LOG_LEVEL: 'silent', DATABASE_URL: '', SMTP_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let errors = ''
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  /** The start banner, printed in one write once the server listens and the database is ready; it ends with where mail goes. */
  const banner = async () => {
    for (let tries = 0; tries < 600 && !output.includes('SMTP_URL'); tries++) await new Promise((resolve) => setTimeout(resolve, 50))
    return output
  }
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`the image exited with ${child.exitCode}: ${errors}`)
    if (await fetch(`${url}/healthz`).then((reply) => reply.ok, () => false)) return { url, dataDir, banner }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the image did not start: ${errors}`)
}

describe('the container image\'s file layout', () => {
  it('copies what the runtime needs: the server bundle, the widget, the demo site and the demo\'s picture where the seed looks', () => {
    expect(copies.map(([, to]) => to)).toEqual(expect.arrayContaining(['./dist', './node_modules', './demo', './server/demo/assistant-avatar.png']))
    expect(fs.existsSync(path.join(image, 'dist/server/main.js'))).toBe(true)
    // where SqliteImportWriter looks for its thread's bundle under dist/server
    expect(fs.existsSync(path.join(image, 'dist/server/listings/import/sqlite-import-worker.js'))).toBe(true)
    expect(fs.existsSync(path.join(image, 'server/main.ts')), 'no sources in the image').toBe(false)
  })

  it('starts with SEED_DEMO=1: the demo site at /, and a banner that names the image\'s CLI and the outbox', async () => {
    const { url, dataDir, banner } = await startImage('1')
    const home = await fetch(url)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('widget.js')
    const printed = await banner()
    expect(printed).toContain('porchlight reset-password --email owner@demo.test')
    expect(printed).toContain(`written to ${path.join(dataDir, 'outbox')} as .eml files`)
    expect(printed).not.toMatch(/npm run|npx/)
  }, 60_000)

  it('has the CLI as a command: bin/porchlight.js runs the compiled CLI, linked onto PATH as porchlight', async () => {
    expect(copies.map(([from]) => from)).toContain('bin')
    expect(runtimeStage).toMatch(/^RUN ln -s \/app\/bin\/porchlight\.js \/usr\/local\/bin\/porchlight /m)
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-image-cli-'))
    folders.push(dataDir)
    const cli = (...args: string[]) => promisify(execFile)(process.execPath, ['bin/porchlight.js', ...args], { cwd: image, env: { ...process.env, ...imageEnv, DATA_DIR: dataDir, DATABASE_URL: '' } })
    expect((await cli('--help')).stderr).toContain('Usage: porchlight <command>')
    const created = JSON.parse((await cli('create-workspace', '--name', 'Image Realty', '--json')).stdout) as { workspaceId: string }
    expect((await cli('list-workspaces')).stdout).toContain(`${created.workspaceId}  Image Realty`)
  }, 60_000)

  it('starts with SEED_DEMO=0 (the image\'s default): / is a page that says where to go', async () => {
    expect(imageEnv.SEED_DEMO).toBe('0')
    const { url } = await startImage('0')
    // No demo site: / says where to go instead of a 404.
    const home = await fetch(url)
    expect(home.status).toBe(200)
    const page = await home.text()
    for (const pointer of ['Porchlight is running', 'href="/openapi.json"', 'SEED_DEMO=1', 'porchlight create-workspace']) expect(page).toContain(pointer)
  }, 60_000)
})
