import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { ask, gif, history, mp4Header, PNG, upload, visitorSession, wav, workspaceSession } from '../../support/chat-helpers.ts'

let server: TestServer
let chatbotId: string
let sessionId: number

beforeAll(async () => {
  server = await startTestServer()
  chatbotId = await server.newChatbot({ EnableUploadImage: true, EnablePushToTalk: true })
  sessionId = await workspaceSession(server, chatbotId)
})
afterAll(() => server.close())

describe('ClientAsk request rules', () => {
  it('answers a plain text question with a workspace key in either header', async () => {
    const byAuthorization = await ask(server, { sessionID: sessionId, content: 'hello' })
    expect(byAuthorization.status).toBe(200)
    expect(byAuthorization.body.Data.content).toContain('automated')
    const bySessionKey = await ask(server, { sessionID: sessionId, content: 'hello', chatAskType: null }, { headers: { 'chatrobot-sessionkey': server.workspace.sessionKey } })
    expect(bySessionKey.status).toBe(200)
  })

  it('refuses a request without a key with 401', async () => {
    const reply = await ask(server, { sessionID: sessionId, content: 'hello' }, {})
    expect(reply.status).toBe(401)
    expect(reply.body.Success).toBe(false)
  })

  it.each([
    [{ content: 'hi' }, 'sessionID is required'],
    [{ sessionID: 1 }, 'content is required'],
    [{ sessionID: 1, content: 'x'.repeat(4001) }, 'content must be a message of at most 4000 characters'],
    [{ sessionID: 1, content: 'hi', chatAskType: 'Gif' }, 'chatAskType must be one of: Text, Image, Audio, Video, null'],
    [{ sessionID: 1, content: 'hi', fileIds: 'abc' }, 'fileIds must be an array or null'],
    [{ sessionID: 1, content: '', chatAskType: 'Image', fileIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'fileIds must be a list of at most 10 FileStoreIds'],
    [{ sessionID: 1, content: 'hi', stream: 'yes' }, 'stream must be a boolean'],
    [{ sessionID: 1, content: 'hi', extra: 1 }, 'extra is not a known field']
  ])('refuses %j with a 400 naming the rule', async (body, message) => {
    const reply = await ask(server, body)
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toContain(message)
  })

  it.each([
    [{ content: '   ' }, 'content is required when chatAskType is Text'],
    [{ content: 'hi', fileIds: [1] }, 'fileIds are only allowed when chatAskType is Image, Audio or Video'],
    [{ content: '', chatAskType: 'Image' }, 'chatAskType Image needs fileIds'],
    [{ content: '', chatAskType: 'Audio', fileIds: [1, 2] }, 'Audio takes exactly one file in fileIds; 2 were sent'],
    [{ content: '', chatAskType: 'Video', fileIds: [1, 2] }, 'Video takes exactly one file in fileIds'],
    [{ content: '', chatAskType: 'Image', fileIds: [3, 3] }, 'fileIds lists 3 more than once']
  ])('refuses %j by the rules between the fields', async (body, message) => {
    const reply = await ask(server, { sessionID: sessionId, ...body })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toContain(message)
  })

  it('accepts an empty fileIds list and null fileIds with a text question', async () => {
    expect((await ask(server, { sessionID: sessionId, content: 'hi', fileIds: [] })).status).toBe(200)
    expect((await ask(server, { sessionID: sessionId, content: 'hi', fileIds: null })).status).toBe(200)
  })
})

describe('ClientAsk sessions', () => {
  it('answers 404 for a missing session and for another workspace\'s session alike', async () => {
    const other = await createWorkspace(server.db, 'Other')
    const otherBot = (await server.post<string>('/chat/Chatbot/Add', {}, { key: other.secretKey })).body.Data
    const otherSession = (await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: otherBot }, { key: other.secretKey })).body.Data.SessionID
    const foreign = await ask(server, { sessionID: otherSession, content: 'hi' })
    const missing = await ask(server, { sessionID: 999_999, content: 'hi' })
    expect(foreign.status).toBe(404)
    expect(missing.status).toBe(404)
    expect(foreign.body.Message).toBe(missing.body.Message.replace('999999', String(otherSession)))
  })

  it('lets a visitor key chat only in its own session', async () => {
    const visitor = await visitorSession(server, chatbotId)
    const own = await ask(server, { sessionID: visitor.sessionId, content: 'hi' }, { headers: visitor.headers })
    expect(own.status).toBe(200)
    const another = await ask(server, { sessionID: sessionId, content: 'hi' }, { headers: visitor.headers })
    expect(another.status).toBe(404)
    expect(another.body.Message).toContain(`Session ${sessionId} was not found`)
  })

  it('refuses a visitor from a domain the chatbot does not allow, and echoes an allowed origin', async () => {
    const guarded = await server.newChatbot({ VerifyDomain: true, Domains: 'shop.example.com' })
    const visitor = await visitorSession(server, guarded, { origin: 'https://shop.example.com' })
    const allowed = await ask(server, { sessionID: visitor.sessionId, content: 'hi' }, { headers: visitor.headers })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')
    const refused = await ask(server, { sessionID: visitor.sessionId, content: 'hi' }, { headers: { ...visitor.headers, origin: 'https://evil.example.net' } })
    expect(refused.status).toBe(403)
    expect(refused.body.Message).toContain('https://evil.example.net is not allowed')
  })

  it('answers 503 naming the model when the chatbot\'s model is not offered on this server', async () => {
    const stale = await server.newChatbot({ Model: 'gpt-retired' })
    const reply = await ask(server, { sessionID: await workspaceSession(server, stale), content: 'hi' })
    expect(reply.status).toBe(503)
    expect(reply.body.Message).toContain('"gpt-retired" is not available')
    expect(await history(server, stale)).toEqual([])
  })
})

describe('ClientAsk files', () => {
  const key = () => ({ key: server.workspace.secretKey, serialNumber: chatbotId })

  it('takes several still images, stores the question with its type and files, and the built-in model says it cannot see them', async () => {
    const png = await upload(server, PNG, key())
    const still = await upload(server, gif(1), key())
    const reply = await ask(server, { sessionID: sessionId, content: '', chatAskType: 'Image', fileIds: [png, still] })
    expect(reply.status).toBe(200)
    expect(reply.body.Data.noAnswer).toBe(true)
    expect(reply.body.Data.content).toContain('can\'t look at images')
    const question = (await history(server, chatbotId, sessionId)).find((m) => m.ChatAskType === 'Image')
    expect(question?.FileIds).toEqual([png, still])
  })

  it('refuses an animated GIF', async () => {
    const animated = await upload(server, gif(3), key())
    const reply = await ask(server, { sessionID: sessionId, content: '', chatAskType: 'Image', fileIds: [animated] })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe(`fileIds ${animated} is an animated GIF; send a still image`)
  })

  it('checks the type from the sniffed bytes, whatever the file is called', async () => {
    const audio = await upload(server, wav(), { ...key(), fileName: 'photo.png' })
    const image = await upload(server, PNG, { ...key(), fileName: 'voice.wav' })
    const video = await upload(server, mp4Header(), { ...key(), fileName: 'clip.wav' })
    const asImage = await ask(server, { sessionID: sessionId, content: '', chatAskType: 'Image', fileIds: [audio] })
    expect(asImage.status).toBe(400)
    expect(asImage.body.Message).toContain(`fileIds ${audio} is a WAV audio file, but chatAskType Image takes PNG, JPEG, WEBP or still GIF images`)
    const asAudio = await ask(server, { sessionID: sessionId, content: '', chatAskType: 'Audio', fileIds: [image] })
    expect(asAudio.body.Message).toContain(`fileIds ${image} is a PNG image, but chatAskType Audio takes one WAV audio file`)
    const asVideo = await ask(server, { sessionID: sessionId, content: 'what is this?', chatAskType: 'Video', fileIds: [audio] })
    expect(asVideo.body.Message).toContain('takes one MP4, MKV, AVI, FLV or MPEG video')
    const audioOk = await ask(server, { sessionID: sessionId, content: '', chatAskType: 'Audio', fileIds: [audio] })
    expect(audioOk.status).toBe(200)
    const videoOk = await ask(server, { sessionID: sessionId, content: 'condos in Austin', chatAskType: 'Video', fileIds: [video] })
    expect(videoOk.status).toBe(200)
    expect(videoOk.body.Data.content).toContain('watch videos')
  })

  it('answers 404 for files that are not the caller\'s to use', async () => {
    const other = await createWorkspace(server.db, 'Another')
    const foreign = await upload(server, PNG, { key: other.secretKey })
    const otherBot = await server.newChatbot()
    const otherBotsFile = await upload(server, PNG, { key: server.workspace.secretKey, serialNumber: otherBot })
    const pending = Number((await server.post<{ FileStoreId: string }>('/chat/User/GetPreUploadUrl', { fileName: 'a.png' }, { key: server.workspace.secretKey })).body.Data.FileStoreId)
    for (const id of [foreign, otherBotsFile, pending, 987_654]) {
      const reply = await ask(server, { sessionID: sessionId, content: '', chatAskType: 'Image', fileIds: [id] })
      expect(reply.status, `file ${id}`).toBe(404)
      expect(reply.body.Message).toContain(`fileIds ${id} was not found`)
    }
  })

  it('lets a visitor use only the files its own session uploaded; a workspace key may use any of the chatbot\'s', async () => {
    const alice = await visitorSession(server, chatbotId)
    const bob = await visitorSession(server, chatbotId)
    const alicesImage = await upload(server, PNG, { headers: alice.headers })
    const workspaceLevel = await upload(server, PNG, { key: server.workspace.secretKey })
    const byAlice = await ask(server, { sessionID: alice.sessionId, content: 'is this nice?', chatAskType: 'Image', fileIds: [alicesImage] }, { headers: alice.headers })
    expect(byAlice.status).toBe(200)
    const byBob = await ask(server, { sessionID: bob.sessionId, content: '', chatAskType: 'Image', fileIds: [alicesImage] }, { headers: bob.headers })
    expect(byBob.status).toBe(404)
    const byBobWorkspaceFile = await ask(server, { sessionID: bob.sessionId, content: '', chatAskType: 'Image', fileIds: [workspaceLevel] }, { headers: bob.headers })
    expect(byBobWorkspaceFile.status).toBe(404)
    const byWorkspace = await ask(server, { sessionID: bob.sessionId, content: '', chatAskType: 'Image', fileIds: [alicesImage, workspaceLevel] })
    expect(byWorkspace.status).toBe(200)
  })
})
