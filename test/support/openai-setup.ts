import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { ListingFields } from '../../server/schemas/listing.ts'
import { startTestServer, type TestServer } from './server.ts'
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts'
import { seedDemoChatbot } from './listing-expectations.ts'

export type Message = { role: string; content: unknown; tool_call_id?: string; tool_calls?: { id: string; function: { name: string; arguments: string } }[] }

/** The messages of a request the fake model received. */
export const messagesOf = (request: Record<string, unknown>) => request.messages as Message[]

export interface OpenAISetup {
  server: TestServer
  fake: FakeOpenAI
  chatbotId: string
  listings: ListingFields[]
}

/**
 * Registers hooks that start a fake OpenAI-compatible server and a Porchlight server using it,
 * with a chatbot on the fake model that has the demo listings. The returned object is filled
 * in by beforeAll; each test starts with an empty script, no ffmpeg and the usual ping interval.
 */
export function useOpenAIChatbot(): OpenAISetup {
  const setup = {} as OpenAISetup
  beforeAll(async () => {
    setup.fake = await startFakeOpenAI()
    setup.server = await startTestServer({ openaiBaseUrl: setup.fake.baseUrl, openaiApiKey: 'sk-test', openaiModels: ['fake-model'] })
    Object.assign(setup, await seedDemoChatbot(setup.server, {
      Name: 'Casa Bot', Model: 'fake-model', SystemMessage: 'Always mention our open houses on Saturdays.',
      AIResponseLanguage: 'Spanish', TimeZone: 'Asia/Tokyo', Temperature: 35, TalkToHumanEmail: 'agent@example.com'
    }))
  })
  afterAll(async () => {
    await setup.server.close()
    await setup.fake.close()
  })
  beforeEach(() => {
    setup.fake.reset()
    setup.server.config.ffmpegPath = '/nonexistent/ffmpeg'
    setup.server.config.ssePingMs = 15_000
  })
  return setup
}
