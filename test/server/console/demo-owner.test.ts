import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OWNER_EMAIL, seedDemo } from '../../../server/demo/seed.ts'
import type { ChatbotList } from '../../../server/schemas/console.ts'
import { signIn } from '../../support/console-client.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('the demo owner', () => {
  it('is created on the first start with a generated password that signs in and sees the demo chatbot; a later start creates no one', async () => {
    const demo = (await seedDemo(server.db, server.config.dataDir, server.url))!
    expect(demo.ownerEmail).toBe(DEMO_OWNER_EMAIL)
    expect(demo.ownerPassword).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/)
    const owner = await signIn(server, DEMO_OWNER_EMAIL, demo.ownerPassword!)
    expect(owner.session).toMatchObject({ user: { role: 'owner', name: 'Demo owner' }, workspace: { id: demo.workspaceId, name: 'Demo agency' } })
    const list = await owner.call<ChatbotList>('GET', '/chatbots')
    expect(list.body.Data.chatbots).toEqual([expect.objectContaining({ id: demo.chatbotId, name: 'Harbor & Pine Assistant', listings: expect.any(Number) })])
    expect(list.body.Data.chatbots[0]!.listings).toBeGreaterThan(0)
    expect(await seedDemo(server.db, server.config.dataDir, server.url)).toBeUndefined()
  })
})
