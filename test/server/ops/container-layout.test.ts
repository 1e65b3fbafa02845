import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  for (const name of ['package.json', 'demo', 'server']) fs.cpSync(name, path.join(stage, name), { recursive: true })
  fs.cpSync('dist/widget', path.join(stage, 'dist/widget'), { recursive: true })
  await build({
    entryPoints: ['server/main.ts', 'server/cli/main.ts'], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external',
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
async function startImage(seedDemo: '0' | '1'): Promise<string> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-image-data-'))
  folders.push(dataDir)
  const [program, ...args] = command
  expect(program).toBe('node')
  const child = spawn(process.execPath, args, { cwd: image, env: { ...process.env, ...imageEnv, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: seedDemo, LOG_LEVEL: 'silent', DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'pipe'] })
  children.push(child)
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`the image exited with ${child.exitCode}: ${errors}`)
    if (await fetch(`${url}/healthz`).then((reply) => reply.ok, () => false)) return url
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the image did not start: ${errors}`)
}

describe('the container image\'s file layout', () => {
  it('copies what the runtime needs: the server bundle, the widget, the demo site and the demo\'s picture where the seed looks', () => {
    expect(copies.map(([, to]) => to)).toEqual(expect.arrayContaining(['./dist', './node_modules', './demo', './server/demo/assistant-avatar.png']))
    expect(fs.existsSync(path.join(image, 'dist/server/main.js'))).toBe(true)
    expect(fs.existsSync(path.join(image, 'server/main.ts')), 'no sources in the image').toBe(false)
  })

  it('starts with SEED_DEMO=1: the demo site at /, its chatbot with its picture', async () => {
    const url = await startImage('1')
    const home = await fetch(url)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('widget.js')
  }, 60_000)

  it('starts with SEED_DEMO=0 (the image\'s default): / is a page that says where to go', async () => {
    expect(imageEnv.SEED_DEMO).toBe('0')
    const url = await startImage('0')
    // No demo site: / says where to go instead of a 404.
    const home = await fetch(url)
    expect(home.status).toBe(200)
    const page = await home.text()
    for (const pointer of ['Porchlight is running', 'href="/openapi.json"', 'SEED_DEMO=1', 'node dist/server/cli/main.js create-workspace']) expect(page).toContain(pointer)
  }, 60_000)
})
