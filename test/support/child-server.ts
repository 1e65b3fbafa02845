import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { compiledEntry } from './compiled.ts'
import { freePort } from './ports.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether /healthz answers 200, asked with node's own HTTP client (a test's global fetch may be a DOM emulation's, with CORS). */
const healthy = (port: number) =>
  new Promise<boolean>((resolve) => {
    http.get({ host: '127.0.0.1', port, path: '/healthz' }, (response) => {
      response.resume()
      resolve(response.statusCode === 200)
    }).on('error', () => resolve(false))
  })

export interface ChildServer {
  url: string
  process: ChildProcess
  /** resolves with the exit code once the process has ended */
  exited: Promise<number | null>
}

/**
 * The real server as a separate process (server/main.ts, bundled), on the given data folder
 * and database, without the demo unless `env` asks for it (`SEED_DEMO: '1'`); resolves once
 * /healthz answers.
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
    if (await healthy(port)) return { url, process: child, exited }
    await sleep(50)
  }
  child.kill('SIGKILL')
  throw new Error('server did not start')
}
