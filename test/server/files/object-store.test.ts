import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ObjectStoreConfig } from '../../../server/files/object-store.ts'
import { gif, workspaceSession } from '../../support/chat-helpers.ts'
import { startChildServer, type ChildServer } from '../../support/child-server.ts'
import { PNG_1X1 } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

/**
 * Uploads in an S3-compatible store, against s3rver (a real server speaking the S3 protocol):
 * the upload URL is a presigned PUT to the store, the bytes are sniffed and limited on first
 * use, and (on PostgreSQL) a second instance with a data folder of its own serves them.
 */
let s3: InstanceType<typeof S3rver>
let s3Dir: string
let store: ObjectStoreConfig
let a: TestServer

type Envelope<T> = { Data: T; Success: boolean; Code: number; Message: string }
async function post<T>(base: string, route: string, body: unknown, key: string): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(base + route, { method: 'POST', headers: { 'content-type': 'application/json', authorization: key }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Envelope<T> }
}
const objectFile = (id: string) => path.join(s3Dir, 'uploads', 'files', id)
const storedObject = (id: string) => fs.existsSync(`${objectFile(id)}._S3rver_object`) || fs.existsSync(objectFile(id))

/** Reserves a file on `base` and PUTs `bytes` to the URL it returns; the id. */
async function uploadToStore(base: string, bytes: Buffer, serialNumber?: string): Promise<string> {
  const reserved = await post<{ FileStoreId: string; PreUploadUrl: string }>(base, '/chat/User/GetPreUploadUrl', { fileName: 'f', ...(serialNumber && { serialNumber }) }, a.workspace.secretKey)
  expect(reserved.body.Data.PreUploadUrl.startsWith(`${store.endpoint}/uploads/files/`)).toBe(true)
  expect(reserved.body.Data.PreUploadUrl).toContain('X-Amz-Signature=')
  const put = await fetch(reserved.body.Data.PreUploadUrl, { method: 'PUT', body: new Uint8Array(bytes) })
  expect(put.status).toBe(200)
  return reserved.body.Data.FileStoreId
}

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-s3-'))
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'uploads', configs: [] }] })
  const { port } = await s3.run()
  store = { endpoint: `http://127.0.0.1:${port}`, bucket: 'uploads', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', pathStyle: true }
  a = await startTestServer({ objectStore: store })
})
afterAll(async () => {
  await a.close()
  await s3.close()
  fs.rmSync(s3Dir, { recursive: true, force: true })
})

describe('uploads in an S3-compatible object store', () => {
  it('takes the bytes by a presigned PUT to the store and checks them on first use', async () => {
    const chatbot = await a.newChatbot()
    const id = await uploadToStore(a.url, PNG_1X1, chatbot)
    expect(storedObject(id)).toBe(true)
    expect(fs.existsSync(path.join(a.config.dataDir, 'files', id))).toBe(false)
    const edited = await post(a.url, '/chat/Chatbot/Edit', { serialNumber: chatbot, ChatIcon: id }, a.workspace.secretKey)
    expect(edited.body).toMatchObject({ Success: true })
    const icon = await fetch(`${a.url}/chat/File/${id}`)
    expect(icon.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(PNG_1X1)
  })

  it('refuses bytes of a type it does not take, and deletes them from the store', async () => {
    const chatbot = await a.newChatbot()
    const id = await uploadToStore(a.url, Buffer.from('just some text, not an image at all'.repeat(10)), chatbot)
    const sessionID = await workspaceSession(a, chatbot)
    const asked = await post(a.url, '/chat/Chat/ClientAsk', { sessionID, content: '', chatAskType: 'Image', fileIds: [Number(id)] }, a.workspace.secretKey)
    expect(asked.status).toBe(415)
    expect(asked.body.Message).toMatch(/type was not recognised/)
    expect(storedObject(id)).toBe(false)
  })

  it('refuses an animated GIF and a file that never arrived', async () => {
    const chatbot = await a.newChatbot()
    const sessionID = await workspaceSession(a, chatbot)
    const animated = await uploadToStore(a.url, gif(3), chatbot)
    const refused = await post(a.url, '/chat/Chat/ClientAsk', { sessionID, content: '', chatAskType: 'Image', fileIds: [Number(animated)] }, a.workspace.secretKey)
    expect(refused.status).toBe(400)
    expect(refused.body.Message).toContain('animated GIF')
    const reserved = await post<{ FileStoreId: string }>(a.url, '/chat/User/GetPreUploadUrl', { fileName: 'never.png', serialNumber: chatbot }, a.workspace.secretKey)
    const missing = await post(a.url, '/chat/Chat/ClientAsk', { sessionID, content: '', chatAskType: 'Image', fileIds: [Number(reserved.body.Data.FileStoreId)] }, a.workspace.secretKey)
    expect(missing.status).toBe(404)
    expect(missing.body.Message).toContain('once the upload has finished')
  })

  it('deletes a removed chatbot\'s files from the store', async () => {
    const chatbot = await a.newChatbot()
    const id = await uploadToStore(a.url, PNG_1X1, chatbot)
    expect((await post(a.url, '/chat/Chatbot/Edit', { serialNumber: chatbot, ChatProfilePicture: id }, a.workspace.secretKey)).body.Success).toBe(true)
    expect((await post(a.url, '/chat/Chatbot/Remove', { serialNumber: chatbot }, a.workspace.secretKey)).body.Success).toBe(true)
    expect(storedObject(id)).toBe(false)
  })
})

describe('two instances sharing the store and no folder', () => {
  let b: ChildServer
  let bDir: string
  beforeAll(async () => {
    if (!a.config.databaseUrl) return
    bDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-b-'))
    b = await startChildServer({
      dataDir: bDir,
      databaseUrl: a.config.databaseUrl,
      env: { S3_ENDPOINT: store.endpoint, S3_BUCKET: store.bucket, S3_ACCESS_KEY_ID: store.accessKeyId, S3_SECRET_ACCESS_KEY: store.secretAccessKey, S3_REGION: store.region }
    })
  })
  afterAll(async () => {
    if (!b) return
    b.process.kill('SIGTERM')
    await b.exited
    fs.rmSync(bDir, { recursive: true, force: true })
  })

  it('serves through one instance what was uploaded through the other (PostgreSQL only: SQLite lives in the data folder)', async ({ skip }) => {
    if (!a.config.databaseUrl) skip()
    const chatbot = await a.newChatbot()
    const id = await uploadToStore(b.url, PNG_1X1, chatbot)
    expect((await post(a.url, '/chat/Chatbot/Edit', { serialNumber: chatbot, ChatIcon: id }, a.workspace.secretKey)).body.Success).toBe(true)
    expect(fs.existsSync(path.join(bDir, 'files', id))).toBe(false)
    const icon = await fetch(`${b.url}/chat/File/${id}`)
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(PNG_1X1)
    const sessionID = await workspaceSession(a, chatbot)
    const asked = await post(b.url, '/chat/Chat/ClientAsk', { sessionID, content: 'What is in this picture?', chatAskType: 'Image', fileIds: [Number(id)] }, a.workspace.secretKey)
    expect(asked.status).toBe(200)
  })
})

describe('object store settings', () => {
  it('are read from S3_* variables, path-style by default, and refused when incomplete', async () => {
    const { loadConfig } = await import('../../../server/config.ts')
    expect(loadConfig({}).objectStore).toBeUndefined()
    const env = { S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_ENDPOINT: 'https://files.example.com', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }
    expect(loadConfig(env).objectStore).toEqual({ endpoint: 'http://minio:9000', publicEndpoint: 'https://files.example.com', bucket: 'uploads', accessKeyId: 'id', secretAccessKey: 'secret', region: 'us-east-1', pathStyle: true })
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: '0' }).objectStore?.pathStyle).toBe(false)
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'uploads' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required')
    expect(() => loadConfig({ ...env, S3_BUCKET: '' })).toThrow('S3_BUCKET is required')
    // Browsers get upload URLs on the public origin, signed for it.
    const { ObjectStore } = await import('../../../server/files/object-store.ts')
    const url = new URL(await new ObjectStore(loadConfig(env).objectStore!).presignPut('files/7', 300))
    expect(url.origin + url.pathname).toBe('https://files.example.com/uploads/files/7')
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300')
  })
})
