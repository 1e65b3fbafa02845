import type OpenAI from 'openai'
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions'
import { loadOpenAI } from './client.ts'

/** One tool call of a streamed reply, put back together from its pieces. */
export interface ToolCall {
  id: string
  name: string
  arguments: string
}

/** What one streamed completion produced. */
export interface RoundResult {
  content: string
  toolCalls: ToolCall[]
  /** the provider's count for this call, when it sends one */
  usage?: { prompt: number; completion: number }
}

/**
 * The model's stream ended without its closing event (the connection broke part-way); `text`
 * is what came of the answer before, for the message the visitor reads.
 */
export class StreamBrokeOffError extends Error {
  constructor(readonly text: string, options?: ErrorOptions) {
    super('The model\'s stream broke off part-way', options)
    this.name = 'StreamBrokeOffError'
  }
}

type RoundParams = Omit<ChatCompletionCreateParamsStreaming, 'stream' | 'stream_options'>

/**
 * One streamed chat completion: passes text on as it arrives, puts the pieces of tool
 * calls back together by index, and keeps the usage the last chunk reports. A stream that
 * breaks off part-way throws StreamBrokeOffError.
 *
 * @example
 * const round = await streamRound(client, { model, messages, tools }, signal, (text) => emit(text))
 * if (round.toolCalls.length) …
 */
export async function streamRound(
  client: OpenAI,
  params: RoundParams,
  signal: AbortSignal,
  onText: (text: string) => void
): Promise<RoundResult> {
  const stream = await client.chat.completions.create({ ...params, stream: true, stream_options: { include_usage: true } }, { signal })
  let content = ''
  const calls: ToolCall[] = []
  let usage: RoundResult['usage']
  try {
    for await (const chunk of stream) {
      if (chunk.usage) usage = { prompt: chunk.usage.prompt_tokens, completion: chunk.usage.completion_tokens }
      const delta = chunk.choices[0]?.delta
      if (!delta) continue
      if (delta.content) {
        content += delta.content
        onText(delta.content)
      }
      for (const part of delta.tool_calls ?? []) {
        const call = (calls[part.index] ??= { id: '', name: '', arguments: '' })
        if (part.id) call.id = part.id
        if (part.function?.name) call.name += part.function.name
        if (part.function?.arguments) call.arguments += part.function.arguments
      }
    }
  } catch (error) {
    // An error the provider sent inside the stream is its answer, not a break.
    const { APIError, APIConnectionError } = await loadOpenAI()
    if (signal.aborted || (error instanceof APIError && !(error instanceof APIConnectionError))) throw error
    throw new StreamBrokeOffError(content, { cause: error })
  }
  // Some local servers send no call ids; the reply to a call must still name one.
  const toolCalls = calls.filter(Boolean).map((call, index) => ({ ...call, id: call.id || `call_${index}` }))
  return { content, toolCalls, ...(usage && { usage }) }
}
