import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatLogsMail } from '../../../server/daily/mails.ts'
import { chatLogBetween } from '../../../server/store/daily-reports.ts'
import { ask, history, visitorSession } from '../../support/chat-helpers.ts'
import { seedDemoChatbot } from '../../support/listing-expectations.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let chatbotId: string

beforeAll(async () => {
  server = await startTestServer()
  ;({ chatbotId } = await seedDemoChatbot(server, { Name: 'Harbor & Pine' }))
})
afterAll(() => server.close())

describe('feedback on answers', () => {
  it('stores a visitor\'s thumbs down with a comment, lists it in ChatContentHistory and the daily chat-log mail', async () => {
    const visitor = await visitorSession(server, chatbotId)
    const answer = (await ask(server, { sessionID: visitor.sessionId, content: 'Condos in Miami' }, { headers: visitor.headers })).body.Data
    const rated = await server.post('/chat/Chat/AnswerFeedback', { answerID: answer.messageid, rating: 'down', comment: '  Prices look old  ' }, { headers: visitor.headers })
    expect(rated.status).toBe(200)
    expect(rated.body.Data).toMatchObject({ Rating: 'down', Comment: 'Prices look old' })

    const listed = await history(server, chatbotId, visitor.sessionId)
    expect(listed.find((m) => m.MessageID === answer.messageid)?.Feedback).toMatchObject({ Rating: 'down', Comment: 'Prices look old' })
    expect(listed.filter((m) => m.Feedback !== null)).toHaveLength(1)

    const day = new Date()
    const log = await chatLogBetween(server.db, chatbotId, { from: new Date(day.getTime() - 3_600_000).toISOString(), to: new Date(day.getTime() + 3_600_000).toISOString() })
    const mail = chatLogsMail({ id: chatbotId, name: 'Harbor & Pine', chatLogsEmail: 'logs@example.com' } as never, '2026-03-10', 'UTC', log)
    expect(mail.text).toContain('(Visitor rated this answer thumbs down: "Prices look old")')
  })

  it('lets the visitor change it or take it back, and a workspace key rate any answer of its chatbots', async () => {
    const visitor = await visitorSession(server, chatbotId)
    const { messageid } = (await ask(server, { sessionID: visitor.sessionId, content: 'Homes in Denver' }, { headers: visitor.headers })).body.Data
    await server.post('/chat/Chat/AnswerFeedback', { answerID: messageid, rating: 'up' }, { headers: visitor.headers })
    const storedFeedback = async () => (await history(server, chatbotId, visitor.sessionId)).find((m) => m.MessageID === messageid)?.Feedback
    expect(await storedFeedback()).toMatchObject({ Rating: 'up' })
    const taken = await server.post('/chat/Chat/AnswerFeedback', { answerID: messageid, rating: 'none' }, { headers: visitor.headers })
    expect(taken.body.Data).toBeNull()
    expect(await storedFeedback()).toBeNull()
    const owner = await server.post('/chat/Chat/AnswerFeedback', { answerID: messageid, rating: 'up' }, { key: server.workspace.secretKey })
    expect(owner.body.Data).toMatchObject({ Rating: 'up', Comment: '' })
    expect(await storedFeedback()).toMatchObject({ Rating: 'up', Comment: '' })
  })

  it('refuses another visitor\'s answer (404), a question (404), a bad rating and a long comment (400)', async () => {
    const visitor = await visitorSession(server, chatbotId)
    const other = await visitorSession(server, chatbotId)
    const { messageid } = (await ask(server, { sessionID: visitor.sessionId, content: 'Homes in Denver' }, { headers: visitor.headers })).body.Data
    const stranger = await server.post('/chat/Chat/AnswerFeedback', { answerID: messageid, rating: 'up' }, { headers: other.headers })
    expect(stranger.status).toBe(404)
    expect(stranger.body.Message).toContain(`Answer ${messageid} was not found`)
    expect((await server.post('/chat/Chat/AnswerFeedback', { answerID: messageid - 1, rating: 'up' }, { headers: visitor.headers })).status).toBe(404)
    const bad = await server.post('/chat/Chat/AnswerFeedback', { answerID: messageid, rating: 'meh' }, { headers: visitor.headers })
    expect(bad.status).toBe(400)
    expect(bad.body.Message).toContain('rating')
    const long = await server.post('/chat/Chat/AnswerFeedback', { answerID: messageid, rating: 'up', comment: 'x'.repeat(1001) }, { headers: visitor.headers })
    expect(long.status).toBe(400)
    expect(long.body.Message).toContain('comment')
    expect((await server.post('/chat/Chat/AnswerFeedback', { answerID: messageid, rating: 'up' })).status).toBe(401)
  })
})
