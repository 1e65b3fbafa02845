import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANIMATED_GIF, PNG_1X1, wavFile } from '../../support/fixtures.ts'
import { mp4Header } from '../../support/chat-helpers.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

type PreUpload = { FileStoreId: string; PreUploadUrl: string; ExpiresAt: string }

let server: TestServer
let key: string
beforeAll(async () => {
  server = await startTestServer()
  key = server.workspace.secretKey
})
afterAll(() => server.close())

const reserve = (body: Record<string, unknown> = { fileName: 'photo.png' }, headers?: Record<string, string>) =>
  headers
    ? server.post<PreUpload>('/chat/User/GetPreUploadUrl', body, { headers })
    : server.post<PreUpload>('/chat/User/GetPreUploadUrl', body, { key })

async function put(url: string, body: Buffer | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const payload = Buffer.isBuffer(body) ? new Uint8Array(body) : body
  const response = await fetch(url, { method: 'PUT', body: payload, headers, duplex: 'half' } as RequestInit)
  return { status: response.status, body: (await response.json()) as { Success: boolean; Message: string; Data: { FileStoreId: string; Size: number; ContentType: string } | null } }
}

describe('GetPreUploadUrl and the upload URL', () => {
  it('reserves a decimal file id and an upload URL on this server valid for 5 minutes', async () => {
    const before = Date.now()
    const reply = await reserve()
    const after = Date.now()
    expect(reply.body.Data.FileStoreId).toMatch(/^\d+$/)
    expect(reply.body.Data.PreUploadUrl.startsWith(`${server.url}/chat/User/Upload/${reply.body.Data.FileStoreId}?token=`)).toBe(true)
    // 5 minutes from when the server answered, which was between before and after (ISO strings drop nothing above 1 ms).
    const expires = Date.parse(reply.body.Data.ExpiresAt)
    expect(expires).toBeGreaterThanOrEqual(before + 300_000)
    expect(expires).toBeLessThanOrEqual(after + 300_000)
  })

  it('stores the bytes under DATA_DIR/files with the type sniffed from them, not from the name', async () => {
    const { FileStoreId, PreUploadUrl } = (await reserve({ fileName: 'notes.txt' })).body.Data
    const reply = await put(PreUploadUrl, PNG_1X1, { 'content-type': 'text/plain' })
    expect(reply).toMatchObject({ status: 200, body: { Success: true, Data: { FileStoreId, Size: PNG_1X1.length, ContentType: 'image/png' } } })
    expect(fs.readFileSync(path.join(server.config.dataDir, 'files', FileStoreId)).equals(PNG_1X1)).toBe(true)
  })

  it('accepts a WAV file and records it as audio', async () => {
    const { PreUploadUrl } = (await reserve({ fileName: 'voice.wav' })).body.Data
    expect((await put(PreUploadUrl, wavFile())).body.Data?.ContentType).toBe('audio/wav')
  })

  it('refuses bytes of a type that is not accepted, whatever the name says', async () => {
    const { PreUploadUrl, FileStoreId } = (await reserve({ fileName: 'photo.png' })).body.Data
    const reply = await put(PreUploadUrl, Buffer.from('%PDF-1.7\n'.padEnd(5000, 'x')))
    expect(reply.status).toBe(415)
    expect(reply.body.Message).toContain('The file is PDF, which is not accepted here')
    expect(fs.existsSync(path.join(server.config.dataDir, 'files', FileStoreId))).toBe(false)
  })

  it.each([
    ['image', 20, PNG_1X1],
    ['audio', 40, wavFile()],
    ['video', 100, mp4Header()]
  ] as const)('stops reading %s at %i MB while the bytes arrive', { timeout: 60_000 }, async (kind, limitMb, head) => {
    const { PreUploadUrl, FileStoreId } = (await reserve({ fileName: 'upload.bin' })).body.Data
    const chunk = Buffer.alloc(1024 * 1024, 1)
    // Ten megabytes past the limit at most: a limit that was raised is seen as an upload that succeeds.
    const chunks = limitMb + 10
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(Buffer.concat([head, chunk]))
        else if (sent < chunks) controller.enqueue(chunk)
        else controller.close()
        sent++
      }
    })
    const reply = await put(PreUploadUrl, stream)
    expect(reply.body.Message).toBe(`The ${kind} is larger than ${limitMb} MB, the limit for ${kind} files`)
    expect(reply.status).toBe(413)
    expect(sent).toBeLessThan(chunks)
    expect(fs.existsSync(path.join(server.config.dataDir, 'files', FileStoreId))).toBe(false)
    expect(fs.existsSync(path.join(server.config.dataDir, 'files', `${FileStoreId}.part`))).toBe(false)
  })

  it('refuses a second upload to the same URL, a wrong token and an expired URL', async () => {
    const { PreUploadUrl, FileStoreId } = (await reserve()).body.Data
    expect((await put(PreUploadUrl, PNG_1X1)).status).toBe(200)
    expect((await put(PreUploadUrl, PNG_1X1)).status).toBe(404)
    expect((await put(`${server.url}/chat/User/Upload/${FileStoreId}?token=wrong`, PNG_1X1)).status).toBe(404)

    const late = (await reserve()).body.Data
    await server.db.updateTable('files').set({ upload_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', Number(late.FileStoreId)).execute()
    const expired = await put(late.PreUploadUrl, PNG_1X1)
    expect(expired.status).toBe(403)
    expect(expired.body.Message).toContain('expired')
  })

  it('lets a visitor upload only what the chatbot allows', async () => {
    const serial = await server.newChatbot({ EnableUploadImage: true, EnablePushToTalk: false })
    const config = await server.post<{ SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: serial })
    const visitor = { 'chatrobot-sessionkey': config.body.Data.SessionKey }
    const image = (await reserve({ fileName: 'a.png' }, visitor)).body.Data
    expect((await put(image.PreUploadUrl, PNG_1X1)).status).toBe(200)
    const audio = (await reserve({ fileName: 'a.wav' }, visitor)).body.Data
    const refused = await put(audio.PreUploadUrl, wavFile())
    expect(refused.status).toBe(415)
    expect(refused.body.Message).toContain('send a PNG, JPEG, WEBP or GIF image')

    const closed = await server.newChatbot({ EnableUploadImage: false, EnablePushToTalk: false })
    const closedKey = (await server.post<{ SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: closed })).body.Data.SessionKey
    const reply = await reserve({ fileName: 'a.png' }, { 'chatrobot-sessionkey': closedKey })
    expect(reply.status).toBe(403)
    expect(reply.body.Message).toBe('This chatbot does not accept files from visitors')
  })

  it('checks a visitor\'s origin against the chatbot\'s Domains, for the reservation and for the upload itself', async () => {
    const guarded = await server.newChatbot({ EnableUploadImage: true, VerifyDomain: true, Domains: 'shop.example.com' })
    const allowed = { origin: 'https://shop.example.com' }
    const config = await server.post<{ SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: guarded }, { headers: allowed })
    const visitor = { 'chatrobot-sessionkey': config.body.Data.SessionKey }

    const refused = await reserve({ fileName: 'a.png' }, { ...visitor, origin: 'https://evil.example.net' })
    expect(refused.status).toBe(403)
    expect(refused.body.Message).toBe('The domain https://evil.example.net is not allowed to use this chatbot; add it to the chatbot\'s Domains')
    const reserved = await reserve({ fileName: 'a.png' }, { ...visitor, ...allowed })
    expect(reserved.status).toBe(200)
    expect(reserved.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')

    const elsewhere = await put(reserved.body.Data.PreUploadUrl, PNG_1X1, { origin: 'https://evil.example.net' })
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.body.Message).toContain('https://evil.example.net is not allowed')
    expect((await put(reserved.body.Data.PreUploadUrl, PNG_1X1, allowed)).status).toBe(200)
  })

  it('lets a workspace key reserve from any origin or none: the owner\'s back end is not a page on a domain', async () => {
    const guarded = await server.newChatbot({ VerifyDomain: true, Domains: 'shop.example.com' })
    for (const headers of [{ origin: 'https://evil.example.net' }, {}] as Array<Record<string, string>>) {
      const reply = await server.post<PreUpload>('/chat/User/GetPreUploadUrl', { fileName: 'a.png', serialNumber: guarded }, { key, headers })
      expect(reply.status, reply.body.Message).toBe(200)
      expect((await put(reply.body.Data.PreUploadUrl, PNG_1X1, headers)).status).toBe(200)
    }
  })

  it('records an animated GIF as animated', async () => {
    const { PreUploadUrl, FileStoreId } = (await reserve({ fileName: 'a.gif' })).body.Data
    expect((await put(PreUploadUrl, ANIMATED_GIF)).status).toBe(200)
    const row = await server.db.selectFrom('files').select(['animated', 'kind']).where('id', '=', Number(FileStoreId)).executeTakeFirstOrThrow()
    expect(row).toEqual({ animated: 1, kind: 'image' })
  })

  it('does not serve an uploaded file publicly unless a chatbot shows it', async () => {
    const { PreUploadUrl, FileStoreId } = (await reserve()).body.Data
    await put(PreUploadUrl, PNG_1X1)
    const response = await fetch(`${server.url}/chat/File/${FileStoreId}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ Success: false, Code: 404 })
  })

  it('refuses a missing fileName', async () => {
    const reply = await reserve({})
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe('fileName is required')
  })
})
