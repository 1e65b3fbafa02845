import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { compiledEntry } from './compiled.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export interface ChildServer {
  url: string
  process: ChildProcess
  /** resolves with the exit code once the process has ended */
  exited: Promise<number | null>
}

/**
 * The real server as a separate process (server/main.ts, bundled), on the given data folder
 * and database; resolves once /healthz answers.
 */
export async function startChildServer(options: { dataDir: string; databaseUrl?: string; port?: number; env?: Record<string, string> }): Promise<ChildServer> {
  const port = options.port ?? (await freePort())
  const child = spawn(process.execPath, [await compiledEntry('server/main.ts')], {
    env: { ...process.env, DATA_DIR: options.dataDir, PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'silent', DATABASE_URL: options.databaseUrl ?? '', ...options.env },
    stdio: 'ignore'
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 400; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return { url, process: child, exited }
    await sleep(50)
  }
  child.kill('SIGKILL')
  throw new Error('server did not start')
}
