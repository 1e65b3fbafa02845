import type { Config } from '../config.ts'

/** The built-in offline listing assistant's model key. */
export const BUILTIN_MODEL = 'builtin'

export interface ModelEntry {
  Key: string
  Value: string
  Status: boolean
}

/**
 * The models a chatbot can use: the built-in one, then those configured with OPENAI_MODELS.
 *
 * @example
 * listModels(config) // [{ Key: 'builtin', Value: 'Built-in listing assistant (offline)', Status: true }, …]
 */
export function listModels(config: Pick<Config, 'openaiBaseUrl' | 'openaiModels'>): ModelEntry[] {
  return [
    { Key: BUILTIN_MODEL, Value: 'Built-in listing assistant (offline)', Status: true },
    ...config.openaiModels.map((model) => ({ Key: model, Value: model, Status: Boolean(config.openaiBaseUrl) }))
  ]
}
