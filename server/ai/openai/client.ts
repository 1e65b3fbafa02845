import OpenAI from 'openai'
import type { Config } from '../../config.ts'

const clients = new Map<string, OpenAI>()

/**
 * One client per endpoint and key, reused across questions so connections are kept alive.
 * Local servers (Ollama, llama.cpp) need no key; the SDK still wants one, so a placeholder is sent.
 *
 * @example
 * const client = openaiClient({ openaiBaseUrl: 'http://127.0.0.1:11434/v1', openaiApiKey: '' })
 */
export function openaiClient(config: Pick<Config, 'openaiBaseUrl' | 'openaiApiKey'>): OpenAI {
  const id = `${config.openaiBaseUrl}\n${config.openaiApiKey}`
  let client = clients.get(id)
  if (!client) {
    client = new OpenAI({ baseURL: config.openaiBaseUrl, apiKey: config.openaiApiKey || 'not-needed', maxRetries: 1, timeout: 120_000 })
    clients.set(id, client)
  }
  return client
}
