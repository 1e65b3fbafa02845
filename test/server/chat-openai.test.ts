import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { demoListings } from '../../server/demo/listings.ts'
import { countTokens } from '../../server/ai/tokens.ts'
import { findExecutable } from '../../server/files/video-frames.ts'
import { createListing } from '../../server/store/listings.ts'
import { startTestServer, type TestServer } from './helpers.ts'
import { ask, askStream, history, PNG, upload, wav, mp4Header, workspaceSession } from './chat-helpers.ts'
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts'

let server: TestServer
let fake: FakeOpenAI
let chatbotId: string
const listings = demoListings('0'.repeat(32), 'https://homes.example')

type Message = { role: string; content: unknown; tool_call_id?: string; tool_calls?: { id: string; function: { name: string; arguments: string } }[] }
const messagesOf = (request: Record<string, unknown>) => request.messages as Message[]

beforeAll(async () => {
  fake = await startFakeOpenAI()
  server = await startTestServer({ openaiBaseUrl: fake.baseUrl, openaiApiKey: 'sk-test', openaiModels: ['fake-model'], ffmpegPath: '/nonexistent/ffmpeg' })
  chatbotId = await server.newChatbot({
    Name: 'Casa Bot', Model: 'fake-model', SystemMessage: 'Always mention our open houses on Saturdays.',
    AIResponseLanguage: 'Spanish', TimeZone: 'Asia/Tokyo', Temperature: 35, TalkToHumanEmail: 'agent@example.com'
  })
  for (const listing of demoListings(chatbotId, 'https://homes.example')) await createListing(server.db, chatbotId, listing)
})
afterAll(async () => {
  await server.close()
  await fake.close()
})
beforeEach(() => {
  fake.reset()
  server.config.ffmpegPath = '/nonexistent/ffmpeg'
  server.config.ssePingMs = 15_000
})

describe('OpenAI-compatible model', () => {
  it('sends the system prompt, temperature and tool, runs the listing search it asks for, and streams its answer', async () => {
    const austin = listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && (l.SalePrice ?? 0) <= 500_000)
    fake.script(
      { toolCalls: [{ id: 'call_abc', name: 'search_listings', arguments: ['{"city":', '"Austin","sale_type":"for_sale",', '"max_price":500000}'] }], usage: { prompt_tokens: 150, completion_tokens: 20 } },
      { content: ['Tengo ', `${austin.length} casas `, 'en Austin.'], usage: { prompt_tokens: 400, completion_tokens: 30 } }
    )
    const sessionId = await workspaceSession(server, chatbotId)
    const before = new Date()
    const reply = await askStream(server, { sessionID: sessionId, content: 'Casas en venta en Austin por menos de 500k' })
    expect(reply.status).toBe(200)
    expect(fake.requests).toHaveLength(2)
    expect(fake.authorizations[0]).toBe('Bearer sk-test')

    const [first, second] = fake.requests as [Record<string, unknown>, Record<string, unknown>]
    expect(first).toMatchObject({ model: 'fake-model', temperature: 0.35, stream: true, stream_options: { include_usage: true } })
    expect((first.tools as { function: { name: string } }[])[0]?.function.name).toBe('search_listings')
    const system = String(messagesOf(first)[0]?.content)
    expect(messagesOf(first)[0]?.role).toBe('system')
    expect(system).toContain('Always mention our open houses on Saturdays.')
    expect(system).toContain('Casa Bot')
    expect(system).toContain('reply in Spanish')
    const tokyoDay = (at: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' }).format(at)
    expect([tokyoDay(before), tokyoDay(new Date())].some((day) => system.includes(day))).toBe(true)
    expect(system).toContain('Asia/Tokyo, GMT+09:00')
    expect(messagesOf(first).at(-1)).toEqual({ role: 'user', content: 'Casas en venta en Austin por menos de 500k' })

    const toolReply = messagesOf(second).find((m) => m.role === 'tool')
    expect(messagesOf(second).find((m) => m.role === 'assistant')?.tool_calls?.[0]?.id).toBe('call_abc')
    expect(toolReply?.tool_call_id).toBe('call_abc')
    const result = JSON.parse(String(toolReply?.content)) as { total: number; listings: { MLSNumber: string; Price: string; Url: string }[] }
    expect(result.total).toBe(austin.length)
    expect(result.listings.map((l) => l.MLSNumber).sort()).toEqual(austin.map((l) => l.MLSNumber).sort().slice(0, 5))
    const cheapest = austin[0]!
    expect(result.listings.find((l) => l.MLSNumber === cheapest.MLSNumber)).toMatchObject({ Price: cheapest.SalePrice!.toFixed(2), Url: cheapest.Url })

    expect(reply.final?.Answer).toBe(`Tengo ${austin.length} casas en Austin.`)
    expect(reply.final?.Answer).toBe(reply.chunks.join(''))
    expect(reply.final?.TotalToken).toBe(150 + 20 + 400 + 30)
    const stored = await history(server, chatbotId, sessionId)
    expect(stored.map((m) => m.Role)).toEqual(['user', 'assistant'])
    expect(stored[1]).toMatchObject({ MessageID: reply.final?.AnswerID, Content: reply.final?.Answer, TotalToken: 600 })
  })

  it('sends the earlier turns of the session as history', async () => {
    const sessionId = await workspaceSession(server, chatbotId)
    fake.script({ content: ['Hola, ¿en qué puedo ayudar?'] }, { content: ['Claro.'] })
    await ask(server, { sessionID: sessionId, content: 'Hola' })
    await ask(server, { sessionID: sessionId, content: '¿Y en Denver?' })
    const messages = messagesOf(fake.requests[1]!).slice(1)
    expect(messages).toEqual([
      { role: 'user', content: 'Hola' },
      { role: 'assistant', content: 'Hola, ¿en qué puedo ayudar?' },
      { role: 'user', content: '¿Y en Denver?' }
    ])
  })

  it('sets noAnswer and hides the marker when the model says it cannot answer', async () => {
    fake.script({ content: ['[NO_', 'ANSWER] Lo siento, ', 'no puedo ayudar con eso.'], usage: { prompt_tokens: 90, completion_tokens: 12 } })
    const reply = await ask(server, { sessionID: await workspaceSession(server, chatbotId), content: '¿Qué tiempo hará mañana?' })
    expect(reply.body.Data).toMatchObject({ content: 'Lo siento, no puedo ayudar con eso.', noAnswer: true, totalToken: 102 })
  })

  it('counts tokens itself when the provider reports no usage', async () => {
    fake.script({ content: ['Sí, ', 'claro que sí.'] })
    const question = 'Hola, ¿me ayudas?'
    const reply = await ask(server, { sessionID: await workspaceSession(server, chatbotId), content: question })
    const system = String(messagesOf(fake.requests[0]!)[0]?.content)
    expect(reply.body.Data.totalToken).toBeGreaterThanOrEqual(countTokens(system) + countTokens(question) + countTokens('Sí, claro que sí.'))
    expect(reply.body.Data.totalToken).toBeLessThan(countTokens(system) + countTokens(question) + countTokens('Sí, claro que sí.') + 30)
  })

  it('makes the model answer in words after the last tool round', async () => {
    const call = { id: 'c', name: 'search_listings', arguments: ['{"city":"Miami"}'] }
    fake.script({ toolCalls: [call] }, { toolCalls: [call] }, { toolCalls: [call] }, { content: ['Aquí están.'] })
    const reply = await ask(server, { sessionID: await workspaceSession(server, chatbotId), content: 'Miami' })
    expect(reply.body.Data.content).toBe('Aquí están.')
    expect(fake.requests).toHaveLength(4)
    expect(fake.requests[2]!.tool_choice).toBeUndefined()
    expect(fake.requests[3]!.tool_choice).toBe('none')
  })
})

describe('OpenAI-compatible model with media', () => {
  const lastContent = () => messagesOf(fake.requests[0]!).at(-1)?.content as { type: string; text?: string; image_url?: { url: string }; input_audio?: { data: string; format: string } }[]

  it('sends images as image_url parts with data URLs of the stored bytes', async () => {
    const image = await upload(server, PNG, { key: server.workspace.secretKey, serialNumber: chatbotId })
    const reply = await ask(server, { sessionID: await workspaceSession(server, chatbotId), content: '¿Es esto un condominio?', chatAskType: 'Image', fileIds: [image] })
    expect(reply.status).toBe(200)
    const parts = lastContent()
    expect(parts[0]?.type).toBe('text')
    expect(parts[0]?.text).toContain('¿Es esto un condominio?')
    expect(parts[1]).toEqual({ type: 'image_url', image_url: { url: `data:image/png;base64,${PNG.toString('base64')}` } })
  })

  it('sends a WAV voice message as input_audio', async () => {
    const audio = await upload(server, wav(), { key: server.workspace.secretKey, serialNumber: chatbotId })
    const reply = await ask(server, { sessionID: await workspaceSession(server, chatbotId), content: '', chatAskType: 'Audio', fileIds: [audio] })
    expect(reply.status).toBe(200)
    expect(lastContent()[1]).toEqual({ type: 'input_audio', input_audio: { data: wav().toString('base64'), format: 'wav' } })
  })

  it('refuses a video with a clear 415 when ffmpeg is not on the server, storing nothing', async () => {
    const video = await upload(server, mp4Header(), { key: server.workspace.secretKey, serialNumber: chatbotId })
    const sessionId = await workspaceSession(server, chatbotId)
    const reply = await ask(server, { sessionID: sessionId, content: 'What is this?', chatAskType: 'Video', fileIds: [video] })
    expect(reply.status).toBe(415)
    expect(reply.body.Message).toContain('Video questions need ffmpeg on the server')
    expect(fake.requests).toHaveLength(0)
    expect(await history(server, chatbotId, sessionId)).toEqual([])
  })

  it('sends frames that ffmpeg takes from a video as images (a stand-in ffmpeg records how it is called)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-ffmpeg-'))
    const frame = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9])
    fs.writeFileSync(path.join(dir, 'frame.jpg'), frame)
    const script = path.join(dir, 'ffmpeg')
    fs.writeFileSync(script, `#!/bin/sh
echo "$@" >> "${dir}/calls"
for last; do :; done
case "$last" in
  *%02d.jpg) cp "${dir}/frame.jpg" "$(dirname "$last")/frame-01.jpg"; cp "${dir}/frame.jpg" "$(dirname "$last")/frame-02.jpg" ;;
  *) echo "  Duration: 00:00:04.00, start: 0.000000, bitrate: 2 kb/s" >&2; exit 1 ;;
esac
`, { mode: 0o755 })
    server.config.ffmpegPath = script
    const video = await upload(server, mp4Header(), { key: server.workspace.secretKey, serialNumber: chatbotId })
    const reply = await ask(server, { sessionID: await workspaceSession(server, chatbotId), content: 'What room is this?', chatAskType: 'Video', fileIds: [video] })
    expect(reply.status).toBe(200)
    const parts = lastContent()
    expect(parts.filter((part) => part.type === 'image_url').map((part) => part.image_url?.url)).toEqual([1, 2].map(() => `data:image/jpeg;base64,${frame.toString('base64')}`))
    const calls = fs.readFileSync(path.join(dir, 'calls'), 'utf8')
    expect(calls).toContain('fps=1.500000') // six frames spread over four seconds
    expect(calls).toContain('-frames:v 6')
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

const realFfmpeg = findExecutable('ffmpeg')

describe.skipIf(!realFfmpeg)('video frames with the real ffmpeg (skipped: ffmpeg is not on PATH)', () => {
  it('takes six evenly spaced JPEG frames from a real video', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'real-video-'))
    const file = path.join(dir, 'clip.mp4')
    execFileSync(realFfmpeg!, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=10', '-pix_fmt', 'yuv420p', file])
    server.config.ffmpegPath = 'ffmpeg'
    const video = await upload(server, fs.readFileSync(file), { key: server.workspace.secretKey, serialNumber: chatbotId })
    fs.rmSync(dir, { recursive: true, force: true })
    const reply = await ask(server, { sessionID: await workspaceSession(server, chatbotId), content: '', chatAskType: 'Video', fileIds: [video] })
    expect(reply.status).toBe(200)
    const parts = messagesOf(fake.requests[0]!).at(-1)?.content as { type: string; image_url?: { url: string } }[]
    const frames = parts.filter((part) => part.type === 'image_url').map((part) => part.image_url!.url)
    expect(frames).toHaveLength(6)
    // JPEG files start with FF D8 FF, which base64 writes as "/9j/".
    for (const url of frames) expect(url.startsWith('data:image/jpeg;base64,/9j/')).toBe(true)
  })

  it('refuses a file that is not really a video with a 400, storing nothing', async () => {
    server.config.ffmpegPath = 'ffmpeg'
    const broken = await upload(server, mp4Header(), { key: server.workspace.secretKey, serialNumber: chatbotId })
    const sessionId = await workspaceSession(server, chatbotId)
    const reply = await ask(server, { sessionID: sessionId, content: 'What is this?', chatAskType: 'Video', fileIds: [broken] })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toContain('The video could not be read')
    expect(await history(server, chatbotId, sessionId)).toEqual([])
  })
})

describe('OpenAI-compatible model streaming', () => {
  it('keeps an idle stream alive with ping comments while the model thinks', async () => {
    server.config.ssePingMs = 40
    fake.script({ delayMs: 250, content: ['Listo.'] })
    const reply = await askStream(server, { sessionID: await workspaceSession(server, chatbotId), content: 'Hola' })
    expect(reply.comments.filter((comment) => comment.trim() === 'ping').length).toBeGreaterThanOrEqual(2)
    expect(reply.final?.Answer).toBe('Listo.')
  })

  it('ends the stream with one failure event when the model fails after the stream started', async () => {
    fake.script({ errorStatus: 400, errorMessage: 'context length exceeded' })
    const sessionId = await workspaceSession(server, chatbotId)
    const reply = await askStream(server, { sessionID: sessionId, content: 'Hola' })
    expect(reply.status).toBe(200)
    expect(reply.events).toHaveLength(1)
    expect(reply.events[0]).toMatchObject({ Success: false, Code: 502 })
    expect(String(reply.events[0]!.Message)).toContain('context length exceeded')
    const stored = await history(server, chatbotId, sessionId)
    expect(stored.find((m) => m.Role === 'assistant')).toMatchObject({ Interrupted: true, Content: '' })
  })

  it('answers a model failure in a JSON reply with 502', async () => {
    fake.script({ errorStatus: 401, errorMessage: 'Incorrect API key provided' })
    const reply = await ask(server, { sessionID: await workspaceSession(server, chatbotId), content: 'Hola' })
    expect(reply.status).toBe(502)
    expect(reply.body.Message).toContain('Incorrect API key provided')
  })

  it('aborts the model call when the client goes away, and stores what was written, marked interrupted', async () => {
    fake.script({ content: Array.from({ length: 40 }, (_, i) => `palabra${i} `), chunkDelayMs: 25 })
    const sessionId = await workspaceSession(server, chatbotId)
    const abort = new AbortController()
    const response = await fetch(`${server.url}/chat/Chat/ClientAsk`, {
      method: 'POST',
      headers: { authorization: server.workspace.secretKey },
      body: JSON.stringify({ sessionID: sessionId, content: 'Cuéntame todo', stream: true }),
      signal: abort.signal
    })
    const reader = response.body!.getReader()
    let received = ''
    while (!received.includes('palabra2 ')) received += new TextDecoder().decode((await reader.read()).value)
    abort.abort()
    for (let i = 0; i < 100 && fake.aborted === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fake.aborted).toBe(1)
    let answer
    for (let i = 0; i < 100 && !answer; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      answer = (await history(server, chatbotId, sessionId)).find((m) => m.Role === 'assistant')
    }
    expect(answer).toMatchObject({ Interrupted: true })
    expect(answer!.Content).toMatch(/^palabra0 palabra1 palabra2 /)
    expect(answer!.Content).not.toContain('palabra39')
  })
})
