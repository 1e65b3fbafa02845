import { afterAll, beforeAll, describe, expect, it } from 'vitest'
const MAX_BODY_DEPTH = 64
import { startTestServer, type ApiReply, type TestServer } from '../../support/server.ts'

let server: TestServer

/** Every route that reads a body (and one that does not exist), whatever its schema. */
const routes = [
  '/chat/Chatbot/Add', '/chat/Chatbot/Edit', '/chat/Chatbot/ModelList', '/chat/Chatbot/GetSession', '/chat/Chatbot/GetConfig',
  '/chat/Chatbot/RealEstateCreate', '/chat/Chatbot/RealEstateUpdate', '/chat/Chatbot/RealEstateList', '/chat/Chatbot/RealEstateDelete',
  '/chat/Chatbot/ChatContentHistory', '/chat/User/GetPreUploadUrl', '/chat/Chatbot/LeadList', '/chat/Chat/TalkToHuman',
  '/chat/Chatbot/Remove', '/chat/Chat/ClientAsk', '/chat/Chat/ResumeAnswer', '/chat/Chat/StopAnswer', '/chat/Chat/AnswerFeedback',
  '/chat/Chatbot/Nothing'
]

const nested = {
  arrays: (depth: number) => '['.repeat(depth) + ']'.repeat(depth),
  objects: (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  'a deep field': (depth: number) => `{"serialNumber":"x","content":${'[{"b":'.repeat(depth / 2)}0${'}]'.repeat(depth / 2)}}`
}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('deeply nested JSON bodies', () => {
  it.each(Object.entries(nested))('%s nested up to 100,000 levels: never a 500 on any route, and 400 naming the limit (or 413)', { timeout: 60_000 }, async (_kind, body) => {
    const replies: Array<{ route: string; depth: number; reply: ApiReply }> = []
    for (const depth of [MAX_BODY_DEPTH + 2, 1_000, 10_000, 100_000]) {
      for (const route of routes) replies.push({ route, depth, reply: await server.post(route, undefined, { key: server.workspace.secretKey, raw: body(depth) }) })
    }
    expect(replies.filter(({ reply }) => reply.status >= 500).map(({ route, depth, reply }) => `${route} ${depth}: ${reply.status} ${reply.body.Message}`)).toEqual([])
    // the rest are refused by name, unless the route does not exist or takes less
    for (const { route, depth, reply } of replies.filter(({ reply }) => reply.status !== 404 && reply.status !== 413)) {
      expect(reply.body, `${route} at depth ${depth}`).toMatchObject({ Success: false, Code: 400 })
      expect(reply.body.Message).toMatch(new RegExp(`^The request body is valid JSON but has arrays or objects nested deeper than ${MAX_BODY_DEPTH} levels \\(at body[^)]*\\), which is refused; send at most ${MAX_BODY_DEPTH} levels$`))
    }
  })

  it(`accepts ${MAX_BODY_DEPTH} levels: the body reaches its route's own checks`, async () => {
    const reply = await server.post('/chat/Chatbot/GetSession', undefined, { key: server.workspace.secretKey, raw: nested.objects(MAX_BODY_DEPTH) })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).not.toMatch(/nested deeper/)
  })
})
