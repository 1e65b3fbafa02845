import type OpenAI from 'openai'
import type { Config } from '../../config.ts'

const clients = new Map<string, OpenAI>()
let sdk: Promise<typeof OpenAI> | undefined

/** The OpenAI SDK, loaded on first use: a server whose chatbots use the built-in model never pays its memory. */
export const loadOpenAI = (): Promise<typeof OpenAI> => (sdk ??= import('openai').then((module) => module.default))

/**
 * One client per endpoint and key, reused across questions so connections are kept alive.
 * Local servers (Ollama, llama.cpp) need no key; the SDK still wants one, so a placeholder is sent.
 *
 * @example
 * const client = await openaiClient({ openaiBaseUrl: 'http://127.0.0.1:11434/v1', openaiApiKey: '' })
 */
export async function openaiClient(config: Pick<Config, 'openaiBaseUrl' | 'openaiApiKey'>): Promise<OpenAI> {
  const id = `${config.openaiBaseUrl}\n${config.openaiApiKey}`
  let client = clients.get(id)
  if (!client) {
    const OpenAI = await loadOpenAI()
    client = new OpenAI({ baseURL: config.openaiBaseUrl, apiKey: config.openaiApiKey || 'not-needed', maxRetries: 1, timeout: 120_000 })
    clients.set(id, client)
  }
  return client
}
