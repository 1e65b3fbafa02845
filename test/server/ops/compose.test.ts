import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { freePort } from '../../support/ports.ts'
import { compiledEntry } from '../../support/compiled.ts'
import { PNG_1X1 } from '../../support/fixtures.ts'
import { startS3Server, type S3Server } from '../../support/s3-server.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

/**
 * docker-compose.yml and the Dockerfile, run here without a container engine: both compose
 * instances start with the compose file's own command and environment (only the database,
 * the object store (s3rver here), the ports and the public URL point at this test's; on
 * PostgreSQL each instance has a data folder of its own), and the
 * Dockerfile's HEALTHCHECK command runs as written against each. The bundle of
 * server/main.ts stands in for dist/server/main.js.
 */
interface ComposeService { command: string[]; environment: Record<string, string>; volumes?: string[] }

const compose = parse(fs.readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, ComposeService> }
const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
const healthcheck = JSON.parse(/HEALTHCHECK[^\n]*\\\n\s*CMD (\[.*\])/.exec(dockerfile)![1]!) as string[]

let database: TestServer
let s3: S3Server
const folders: string[] = []
const instances: { url: string; child: ChildProcess; port: number }[] = []

beforeAll(async () => {
  database = await startTestServer()
  s3 = await startS3Server('porchlight')
  const s3Url = s3.endpoint
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
        // SQLite lives in the data folder, so only PostgreSQL instances get folders of their own.
        DATA_DIR: database.config.databaseUrl ? folder() : database.config.dataDir,
        S3_ENDPOINT: s3Url,
        S3_PUBLIC_ENDPOINT: s3Url,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
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
  await s3.close()
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
})

function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-compose-'))
  folders.push(dir)
  return dir
}

describe('docker-compose.yml', () => {
  it('runs the image\'s own command, with uploads in the object store and no shared folder', () => {
    expect(dockerfile).toContain('CMD ["node", "dist/server/main.js"]')
    expect(dockerfile).toMatch(/^USER node$/m)
    const [one, two] = [compose.services['porchlight-1']!, compose.services['porchlight-2']!]
    expect(one.volumes).toBeUndefined()
    expect(two).toEqual(one)
    expect(one.environment).toMatchObject({ DATA_DIR: '/data', TRUST_PROXY: '1', METRICS: '1', S3_ENDPOINT: 'http://objectstore:9000', S3_BUCKET: 'porchlight' })
  })

  it('gives the object store, whose port is published, no default root password: compose refuses to start without one', () => {
    const store = compose.services['objectstore'] as ComposeService & { ports: string[] }
    expect(store.ports).toContain('9000:9000')
    for (const service of ['objectstore', 'bucket', 'porchlight-1']) {
      const secret = compose.services[service]!.environment[service === 'porchlight-1' ? 'S3_SECRET_ACCESS_KEY' : 'MINIO_ROOT_PASSWORD']
      expect(secret, service).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?[^}]+\}$/)
    }
  })

  it('passes the Dockerfile\'s HEALTHCHECK on each instance', async () => {
    const [program, ...args] = healthcheck
    expect(program).toBe('node')
    for (const instance of instances) {
      await expect(promisify(execFile)(process.execPath, args, { env: { ...process.env, PORT: String(instance.port) } })).resolves.toBeDefined()
    }
  })

  it('serves one API from both instances: a file uploaded to the store through one is served by the other', async () => {
    const [one, two] = instances as [typeof instances[0], typeof instances[0]]
    const key = { authorization: database.workspace.secretKey, 'content-type': 'application/json' }
    const call = async (base: string, route: string, body: unknown) =>
      (await (await fetch(base + route, { method: 'POST', headers: key, body: JSON.stringify(body) })).json()) as { Data: never; Success: boolean }
    const chatbot: string = (await call(one.url, '/chat/Chatbot/Add', { name: 'Compose' })).Data
    const reserved: { FileStoreId: string; PreUploadUrl: string } = (await call(two.url, '/chat/User/GetPreUploadUrl', { fileName: 'icon.png', serialNumber: chatbot, fileSize: PNG_1X1.length, contentType: 'image/png' })).Data
    expect(reserved.PreUploadUrl).toContain('/porchlight/files/')
    const put = await fetch(reserved.PreUploadUrl, { method: 'PUT', body: new Uint8Array(PNG_1X1), headers: { 'content-type': 'image/png' } })
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
