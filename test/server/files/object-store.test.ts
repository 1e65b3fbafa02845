import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ObjectStoreConfig } from '../../../server/files/object-store.ts'
import { sweepUploads } from '../../../server/files/sweep.ts'
import { gif, upload, visitorSession, workspaceSession } from '../../support/chat-helpers.ts'
import { startChildServer, type ChildServer } from '../../support/child-server.ts'
import { PNG_1X1 } from '../../support/fixtures.ts'
import { startS3Server, type S3Server } from '../../support/s3-server.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

/**
 * Uploads in an S3-compatible store, against s3rver (a real server speaking the S3 protocol,
 * checking Signature Version 4 as S3 does): the upload URL is a presigned PUT to the store,
 * bound to the declared size and type, the bytes are sniffed and limited on first use, and
 * (on PostgreSQL) a second instance with a data folder of its own serves them.
 */
let s3: S3Server
let store: ObjectStoreConfig
let a: TestServer

type Envelope<T> = { Data: T; Success: boolean; Code: number; Message: string }
async function post<T>(base: string, route: string, body: unknown, key: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(base + route, { method: 'POST', headers: { 'content-type': 'application/json', ...(key && { authorization: key }), ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Envelope<T> }
}
const storedObject = (id: string, folder = 'files') => {
  const file = path.join(s3.directory, 'uploads', folder, id)
  return fs.existsSync(`${file}._S3rver_object`) || fs.existsSync(file)
}

/** Reserves a file on `base` and PUTs `bytes` to the URL it returns; the id. */
async function uploadToStore(base: string, bytes: Buffer, serialNumber?: string): Promise<string> {
  return (await uploadWithUrl(base, bytes, serialNumber)).id
}
async function uploadWithUrl(base: string, bytes: Buffer, serialNumber?: string): Promise<{ id: string; url: string }> {
  const declared = { fileName: 'f', fileSize: bytes.length, contentType: 'image/png', ...(serialNumber && { serialNumber }) }
  const reserved = await post<{ FileStoreId: string; PreUploadUrl: string }>(base, '/chat/User/GetPreUploadUrl', declared, a.workspace.secretKey)
  expect(reserved.body.Data.PreUploadUrl.startsWith(`${store.endpoint}/uploads/files/`)).toBe(true)
  expect(reserved.body.Data.PreUploadUrl).toContain('X-Amz-Signature=')
  const put = await fetch(reserved.body.Data.PreUploadUrl, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'image/png' } })
  expect(put.status).toBe(200)
  return { id: reserved.body.Data.FileStoreId, url: reserved.body.Data.PreUploadUrl }
}

beforeAll(async () => {
  s3 = await startS3Server('uploads')
  store = { endpoint: s3.endpoint, bucket: 'uploads', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', pathStyle: true }
  a = await startTestServer({ objectStore: store })
})
afterAll(async () => {
  await a.close()
  await s3.close()
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

  it('keeps what it checked: bytes PUT again to the same URL afterwards are never used', async () => {
    const chatbot = await a.newChatbot()
    const { id, url } = await uploadWithUrl(a.url, PNG_1X1, chatbot)
    expect((await post(a.url, '/chat/Chatbot/Edit', { serialNumber: chatbot, ChatIcon: id }, a.workspace.secretKey)).body.Success).toBe(true)
    // The URL takes only bytes of the declared size and type, but those it takes until it expires.
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(randomBytes(PNG_1X1.length)), headers: { 'content-type': 'image/png' } })).status).toBe(200)
    // As an instance that never saw the file: no copy in its folder.
    fs.rmSync(path.join(a.config.dataDir, 'files', id))
    const icon = await fetch(`${a.url}/chat/File/${id}`)
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(PNG_1X1)
  })

  it('lets the store itself refuse bytes of another size or type than declared, for the whole life of the URL', async () => {
    const chatbot = await a.newChatbot()
    const reserved = await post<{ FileStoreId: string; PreUploadUrl: string }>(a.url, '/chat/User/GetPreUploadUrl', { fileName: 'f.png', serialNumber: chatbot, fileSize: PNG_1X1.length, contentType: 'image/png' }, a.workspace.secretKey)
    const url = reserved.body.Data.PreUploadUrl
    const id = reserved.body.Data.FileStoreId
    const tries = [
      { body: Buffer.concat([PNG_1X1, Buffer.alloc(1)]), type: 'image/png' },
      { body: randomBytes(30 * 1024 * 1024), type: 'image/png' },
      { body: PNG_1X1.subarray(1), type: 'image/png' },
      { body: PNG_1X1, type: 'text/html' },
      { body: PNG_1X1, type: undefined }
    ]
    for (const { body, type } of tries) {
      const put = await fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: type ? { 'content-type': type } : {} })
      expect(put.status).toBe(403)
      expect(await put.text()).toContain('SignatureDoesNotMatch')
      expect(storedObject(id)).toBe(false)
    }
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(PNG_1X1), headers: { 'content-type': 'image/png' } })).status).toBe(200)
    expect(storedObject(id)).toBe(true)
  })

  it('refuses at once a declared size over the limit of the kinds the upload may be', async () => {
    const chatbot = await a.newChatbot({ EnableUploadImage: true })
    const visitor = await visitorSession(a, chatbot)
    const reserved = await post(a.url, '/chat/User/GetPreUploadUrl', { fileName: 'big.png', fileSize: 20 * 1024 * 1024 + 1, contentType: 'image/png' }, '', visitor.headers)
    expect(reserved.status).toBe(413)
    expect(reserved.body.Message).toContain('fileSize 20971521 is larger than the 20 MB allowed')
    const badType = await post(a.url, '/chat/User/GetPreUploadUrl', { fileName: 'f.png', fileSize: 10, contentType: 'image/png; charset=x' }, '', visitor.headers)
    expect(badType.status).toBe(400)
    expect(badType.body.Message).toContain('contentType')
  })

  it('gives a client that declares no size or type an upload URL on this server, which limits the bytes and keeps the checked copy in the store', async () => {
    const chatbot = await a.newChatbot({ EnableUploadImage: true })
    const visitor = await visitorSession(a, chatbot)
    const reserve = async () => (await post<{ FileStoreId: string; PreUploadUrl: string }>(a.url, '/chat/User/GetPreUploadUrl', { fileName: 'f.png' }, '', visitor.headers)).body.Data
    const tooBig = await reserve()
    expect(tooBig.PreUploadUrl.startsWith(`${a.url}/chat/User/Upload/`)).toBe(true)
    const refused = await fetch(tooBig.PreUploadUrl, { method: 'PUT', body: new Uint8Array(Buffer.concat([PNG_1X1, Buffer.alloc(20 * 1024 * 1024)])), headers: visitor.headers })
    expect(refused.status).toBe(413)
    expect(storedObject(tooBig.FileStoreId)).toBe(false)
    const fine = await reserve()
    expect((await fetch(fine.PreUploadUrl, { method: 'PUT', body: new Uint8Array(PNG_1X1), headers: visitor.headers })).status).toBe(200)
    expect(storedObject(fine.FileStoreId, 'checked')).toBe(true)
    expect(storedObject(fine.FileStoreId)).toBe(false)
  })

  it("does not check, touch or describe another visitor's pending upload", async () => {
    const chatbot = await a.newChatbot({ EnableUploadImage: true })
    const owner = await visitorSession(a, chatbot)
    const other = await visitorSession(a, chatbot)
    const id = await upload(a, Buffer.from('not an image, but the owner has not sent it yet'.repeat(4)), owner)
    const probed = await post(a.url, '/chat/Chat/ClientAsk', { sessionID: other.sessionId, content: '', chatAskType: 'Image', fileIds: [id] }, '', other.headers)
    expect(probed.status).toBe(404)
    expect(probed.body.Message).toContain('was not found')
    expect(storedObject(String(id))).toBe(true)
    const own = await post(a.url, '/chat/Chat/ClientAsk', { sessionID: owner.sessionId, content: '', chatAskType: 'Image', fileIds: [id] }, '', owner.headers)
    expect(own.status).toBe(415)
  })

  it('sweeps what uploads left unused once their URLs expired: reservations never used, bytes PUT again after the check', async () => {
    const chatbot = await a.newChatbot()
    const unused = await uploadToStore(a.url, PNG_1X1, chatbot)
    const { id: used, url } = await uploadWithUrl(a.url, PNG_1X1, chatbot)
    expect((await post(a.url, '/chat/Chatbot/Edit', { serialNumber: chatbot, ChatIcon: used }, a.workspace.secretKey)).body.Success).toBe(true)
    await fetch(url, { method: 'PUT', body: new Uint8Array(randomBytes(PNG_1X1.length)), headers: { 'content-type': 'image/png' } })
    expect(await sweepUploads(a.db, a.config, new Date())).toBe(0)
    expect(storedObject(unused)).toBe(true)
    const afterTheWindow = new Date(Date.now() + 6 * 60 * 1000)
    expect(await sweepUploads(a.db, a.config, afterTheWindow)).toBeGreaterThanOrEqual(1)
    expect(storedObject(unused)).toBe(false)
    expect(storedObject(used)).toBe(false)
    expect(storedObject(used, 'checked')).toBe(true)
    const edited = await post(a.url, '/chat/Chatbot/Edit', { serialNumber: chatbot, ChatProfilePicture: unused }, a.workspace.secretKey)
    expect(edited.status).toBe(400)
    expect((await fetch(`${a.url}/chat/File/${used}`)).status).toBe(200)
  })

  it('deletes a removed chatbot\'s files from the store', async () => {
    const chatbot = await a.newChatbot()
    const id = await uploadToStore(a.url, PNG_1X1, chatbot)
    expect((await post(a.url, '/chat/Chatbot/Edit', { serialNumber: chatbot, ChatProfilePicture: id }, a.workspace.secretKey)).body.Success).toBe(true)
    expect(storedObject(id, 'checked')).toBe(true)
    expect((await post(a.url, '/chat/Chatbot/Remove', { serialNumber: chatbot }, a.workspace.secretKey)).body.Success).toBe(true)
    expect(storedObject(id, 'checked')).toBe(false)
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
    const url = new URL(await new ObjectStore(loadConfig(env).objectStore!).presignPut('files/7', 300, { size: 70, contentType: 'image/png' }))
    expect(url.origin + url.pathname).toBe('https://files.example.com/uploads/files/7')
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300')
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host')
  })
})
