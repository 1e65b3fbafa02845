import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findExecutable } from '../../../server/files/video-frames.ts'
import { ask, history, mp4Header, PNG, upload, wav, workspaceSession } from '../../support/chat-helpers.ts'
import { messagesOf, useOpenAIChatbot } from '../../support/openai-setup.ts'

const setup = useOpenAIChatbot()

describe('OpenAI-compatible model with media', () => {
  const lastContent = () => messagesOf(setup.fake.requests[0]!).at(-1)?.content as { type: string; text?: string; image_url?: { url: string }; input_audio?: { data: string; format: string } }[]

  it('sends images as image_url parts with data URLs of the stored bytes', async () => {
    const image = await upload(setup.server, PNG, { key: setup.server.workspace.secretKey, serialNumber: setup.chatbotId })
    const reply = await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: '¿Es esto un condominio?', chatAskType: 'Image', fileIds: [image] })
    expect(reply.status).toBe(200)
    const parts = lastContent()
    expect(parts[0]?.type).toBe('text')
    expect(parts[0]?.text).toContain('¿Es esto un condominio?')
    expect(parts[1]).toEqual({ type: 'image_url', image_url: { url: `data:image/png;base64,${PNG.toString('base64')}` } })
  })

  it('sends a WAV voice message as input_audio', async () => {
    const audio = await upload(setup.server, wav(), { key: setup.server.workspace.secretKey, serialNumber: setup.chatbotId })
    const reply = await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: '', chatAskType: 'Audio', fileIds: [audio] })
    expect(reply.status).toBe(200)
    expect(lastContent()[1]).toEqual({ type: 'input_audio', input_audio: { data: wav().toString('base64'), format: 'wav' } })
  })

  it('refuses a video with a clear 415 when ffmpeg is not on the server, storing nothing', async () => {
    const video = await upload(setup.server, mp4Header(), { key: setup.server.workspace.secretKey, serialNumber: setup.chatbotId })
    const sessionId = await workspaceSession(setup.server, setup.chatbotId)
    const reply = await ask(setup.server, { sessionID: sessionId, content: 'What is this?', chatAskType: 'Video', fileIds: [video] })
    expect(reply.status).toBe(415)
    expect(reply.body.Message).toContain('Video questions need ffmpeg on the server')
    expect(setup.fake.requests).toHaveLength(0)
    expect(await history(setup.server, setup.chatbotId, sessionId)).toEqual([])
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
    setup.server.config.ffmpegPath = script
    const video = await upload(setup.server, mp4Header(), { key: setup.server.workspace.secretKey, serialNumber: setup.chatbotId })
    const reply = await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: 'What room is this?', chatAskType: 'Video', fileIds: [video] })
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
    setup.server.config.ffmpegPath = 'ffmpeg'
    const video = await upload(setup.server, fs.readFileSync(file), { key: setup.server.workspace.secretKey, serialNumber: setup.chatbotId })
    fs.rmSync(dir, { recursive: true, force: true })
    const reply = await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: '', chatAskType: 'Video', fileIds: [video] })
    expect(reply.status).toBe(200)
    const parts = messagesOf(setup.fake.requests[0]!).at(-1)?.content as { type: string; image_url?: { url: string } }[]
    const frames = parts.filter((part) => part.type === 'image_url').map((part) => part.image_url!.url)
    expect(frames).toHaveLength(6)
    // JPEG files start with FF D8 FF, which base64 writes as "/9j/".
    for (const url of frames) expect(url.startsWith('data:image/jpeg;base64,/9j/')).toBe(true)
  })

  it('refuses a file that is not really a video with a 400, storing nothing', async () => {
    setup.server.config.ffmpegPath = 'ffmpeg'
    const broken = await upload(setup.server, mp4Header(), { key: setup.server.workspace.secretKey, serialNumber: setup.chatbotId })
    const sessionId = await workspaceSession(setup.server, setup.chatbotId)
    const reply = await ask(setup.server, { sessionID: sessionId, content: 'What is this?', chatAskType: 'Video', fileIds: [broken] })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toContain('The video could not be read')
    expect(await history(setup.server, setup.chatbotId, sessionId)).toEqual([])
  })
})

