import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newConsoleUser, type ConsoleClient } from '../../support/console-client.ts'
import { bodyArbitrary, invalidUtf8 } from '../../support/hostile-bodies.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

/** Per call and per database. */
const RUNS = 100
let server: TestServer
let owner: ConsoleClient
let chatbotId: string

/** Every console call that takes a body, with a valid one to mutate (sign-in is left out: each try hashes a password). */
const calls: Array<[string, string, () => Record<string, unknown>]> = [
  ['POST', '/chatbots', () => ({ name: 'Fuzz', timeZone: 'UTC' })],
  ['PATCH', '/chatbots/:id', () => ({ Name: 'Fuzz', ChatBubbleColor: 'rgb(1,2,3)', Temperature: 50 })],
  ['POST', '/chatbots/:id/preview', () => ({ WelcomeMessage: 'Hi', ChatBubbleAlign: 1 })],
  ['POST', '/chatbots/:id/domain-check', () => ({ url: 'https://shop.example.com' })],
  ['POST', '/team/invites', () => ({ email: 'fuzz@example.com', role: 'agent' })],
  ['POST', '/invites/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG/accept', () => ({ name: 'Fuzz', password: 'long enough password' })]
]

beforeAll(async () => {
  server = await startTestServer()
  owner = await newConsoleUser(server, 'fuzz@example.org')
  chatbotId = (await owner.call<{ id: string }>('POST', '/chatbots', { name: 'Fuzzed' })).body.Data.id
})
afterAll(() => server.close())

describe('fuzzing the console\'s calls', () => {
  it.each(calls)(`%s %s: ${RUNS} hostile bodies, no 5xx, every reply an envelope`, { timeout: 120_000 }, async (method, path, valid) => {
    const bodies = fc.oneof({ weight: 9, arbitrary: bodyArbitrary(valid) }, { weight: 1, arbitrary: invalidUtf8.map((raw) => ({ raw, contentType: 'application/json' })) })
    await fc.assert(
      fc.asyncProperty(bodies, async ({ raw, contentType }) => {
        const response = await fetch(`${server.url}/console/api${path.replace(':id', chatbotId)}`, {
          method,
          headers: { 'content-type': contentType, cookie: owner.cookie, origin: server.url, 'x-csrf-token': owner.session.csrfToken },
          body: typeof raw === 'string' ? raw : new Uint8Array(raw)
        })
        const text = await response.text()
        expect(response.status, text).toBeLessThan(500)
        const body = JSON.parse(text) as Record<string, unknown>
        expect(Object.keys(body).sort()).toEqual(['Code', 'Data', 'Message', 'Success', 'Version'])
        expect(body.Code).toBe(response.status)
        if (response.status !== 200) expect(body.Message).not.toBe('')
      }),
      { numRuns: RUNS }
    )
  })
})
