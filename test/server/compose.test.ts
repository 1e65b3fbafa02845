import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { freePort } from './child-server.ts'
import { compiledEntry } from './compiled.ts'
import { PNG_1X1 } from './fixtures.ts'
import { startTestServer, type TestServer } from './helpers.ts'

/**
 * docker-compose.yml and the Dockerfile, run here without a container engine: both compose
 * instances start with the compose file's own command and environment (only the database,
 * the shared files volume, the ports and the public URL point at this test's), and the
 * Dockerfile's HEALTHCHECK command runs as written against each. The bundle of
 * server/main.ts stands in for dist/server/main.js.
 */
interface ComposeService { command: string[]; environment: Record<string, string>; volumes: string[] }

const compose = parse(fs.readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, ComposeService> }
const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
const healthcheck = JSON.parse(/HEALTHCHECK[^\n]*\\\n\s*CMD (\[.*\])/.exec(dockerfile)![1]!) as string[]

let database: TestServer
const instances: { url: string; child: ChildProcess; port: number }[] = []

beforeAll(async () => {
  database = await startTestServer()
  for (const name of ['porchlight-1', 'porchlight-2']) {
    const service = compose.services[name]!
    const port = await freePort()
    const [program, entry] = service.command
    expect([program, entry]).toEqual(['node', 'dist/server/main.js'])
    const child = spawn(process.execPath, [await compiledEntry('server/main.ts')], {
      env: {
        ...process.env,
        ...service.environment,
        DATABASE_URL: database.config.databaseUrl,
        DATA_DIR: database.config.dataDir,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        METRICS_TOKEN: 'compose-metrics-token',
        LOG_LEVEL: 'silent'
      },
      stdio: 'ignore'
    })
    instances.push({ url: `http://127.0.0.1:${port}`, child, port })
  }
  for (const instance of instances) {
    for (let tries = 0; !(await fetch(`${instance.url}/healthz`).then((r) => r.ok, () => false)); tries++) {
      if (tries > 300 || instance.child.exitCode !== null) throw new Error(`${instance.url} did not start`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}, 60_000)
afterAll(async () => {
  await Promise.all(instances.map(({ child }) => new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })))
  await database.close()
})

describe('docker-compose.yml', () => {
  it('runs the image\'s own command, and both instances share the files volume', () => {
    expect(dockerfile).toContain('CMD ["node", "dist/server/main.js"]')
    expect(dockerfile).toMatch(/^USER node$/m)
    const [one, two] = [compose.services['porchlight-1']!, compose.services['porchlight-2']!]
    expect(one.volumes).toEqual(['files:/data'])
    expect(two).toEqual(one)
    expect(one.environment).toMatchObject({ DATA_DIR: '/data', TRUST_PROXY: '1', METRICS: '1' })
  })

  it('passes the Dockerfile\'s HEALTHCHECK on each instance', async () => {
    const [program, ...args] = healthcheck
    expect(program).toBe('node')
    for (const instance of instances) {
      await expect(promisify(execFile)(process.execPath, args, { env: { ...process.env, PORT: String(instance.port) } })).resolves.toBeDefined()
    }
  })

  it('serves one API from both instances: a file uploaded through one is served by the other', async () => {
    const [one, two] = instances as [typeof instances[0], typeof instances[0]]
    const key = { authorization: database.workspace.secretKey, 'content-type': 'application/json' }
    const call = async (base: string, route: string, body: unknown) =>
      (await (await fetch(base + route, { method: 'POST', headers: key, body: JSON.stringify(body) })).json()) as { Data: never; Success: boolean }
    const chatbot: string = (await call(one.url, '/chat/Chatbot/Add', { name: 'Compose' })).Data
    const reserved: { FileStoreId: string; PreUploadUrl: string } = (await call(two.url, '/chat/User/GetPreUploadUrl', { fileName: 'icon.png', serialNumber: chatbot })).Data
    const put = await fetch(reserved.PreUploadUrl, { method: 'PUT', body: PNG_1X1 })
    expect(put.status).toBe(200)
    expect((await call(one.url, '/chat/Chatbot/Edit', { serialNumber: chatbot, ChatIcon: reserved.FileStoreId })).Success).toBe(true)
    const icon = await fetch(`${one.url}/chat/File/${reserved.FileStoreId}`)
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(PNG_1X1)
  })

  it('serves metrics to the scraper with the token only', async () => {
    const [one] = instances
    expect((await fetch(`${one!.url}/metrics`)).status).toBe(401)
    const scraped = await fetch(`${one!.url}/metrics`, { headers: { authorization: 'Bearer compose-metrics-token' } })
    expect(await scraped.text()).toContain('porchlight_http_requests_total')
  })
})
