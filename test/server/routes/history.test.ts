import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMessage } from '../../../server/store/messages.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

type History = { List: Array<{ MessageID: number; SessionID: number; Role: string; Content: string; CreatedAt: string }>; VirtualCount: number }

let server: TestServer
let serial: string
let sessionId: number

beforeAll(async () => {
  server = await startTestServer()
  serial = await server.newChatbot()
  sessionId = (await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: serial }, { key: server.workspace.secretKey })).body.Data.SessionID
  const days = ['2026-03-01T23:59:59.000Z', '2026-03-02T00:00:00.000Z', '2026-03-05T12:00:00.000Z', '2026-03-06T00:00:00.000Z']
  for (const [index, day] of days.entries()) {
    const id = await addMessage(server.db, {
      session_id: sessionId, chatbot_id: serial, role: index % 2 ? 'assistant' : 'user', content: `message ${index}`,
      ask_type: 'Text', file_ids: '', total_token: 3, no_answer: 0, interrupted: 0
    })
    await server.db.updateTable('messages').set({ created_at: day }).where('id', '=', id).execute()
  }
})
afterAll(() => server.close())

const history = (body: Record<string, unknown>) =>
  server.post<History>('/chat/Chatbot/ChatContentHistory', { SerialNumber: serial, ...body }, { key: server.workspace.secretKey })

describe('ChatContentHistory', () => {
  it('returns the messages between two UTC dates, both days included, oldest first', async () => {
    const reply = await history({ StartTime: '2026-03-02', EndTime: '2026-03-05' })
    expect(reply.body.Data.VirtualCount).toBe(2)
    expect(reply.body.Data.List.map((m) => m.Content)).toEqual(['message 1', 'message 2'])
    expect(reply.body.Data.List[0]).toMatchObject({ SessionID: sessionId, Role: 'assistant', CreatedAt: '2026-03-02T00:00:00.000Z' })
  })

  it('pages with PageSize and filters by SessionID', async () => {
    const page = await history({ StartTime: '2026-03-01', EndTime: '2026-03-06', PageSize: 1, PageNumber: 4 })
    expect(page.body.Data.List.map((m) => m.Content)).toEqual(['message 3'])
    expect(page.body.Data.VirtualCount).toBe(4)
    expect((await history({ StartTime: '2026-03-01', EndTime: '2026-03-06', SessionID: sessionId + 999 })).body.Data.VirtualCount).toBe(0)
  })

  it.each([
    [{ StartTime: '03/01/2026', EndTime: '2026-03-05' }, 'StartTime must be a UTC date written YYYY-MM-DD (the first day included)'],
    [{ StartTime: '2026-02-30', EndTime: '2026-03-05' }, 'StartTime must be a UTC date written YYYY-MM-DD (the first day included)'],
    [{ StartTime: '2026-03-05', EndTime: '2026-03-01' }, 'EndTime must be the same day as StartTime or later'],
    [{ StartTime: '2026-03-05' }, 'EndTime is required']
  ])('refuses %j', async (body, message) => {
    const reply = await history(body)
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe(message)
  })
})
