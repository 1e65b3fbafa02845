import type { ResumeAnswerBody } from '../../server/schemas/answers.ts'
import type { AskStreamDone, AskStreamEvent, ClientAskBody, ClientAskReply } from '../../server/schemas/chat.ts'
import type { ListingCard } from '../../server/schemas/listing-card.ts'
import { ApiError, jsonHeaders, networkError, readEnvelope, retryAfterSeconds, type ApiTarget } from './envelope.ts'

export type { ListingCard }

/** The last event of a stream that ended well, with the server's extensions (Listings, Stopped). */
export type AskResult = AskStreamDone

/** An event as it arrives: checked field by field, since a proxy or an older server may send anything. */
type FieldOf<Event> = Event extends unknown ? keyof Event : never
type StreamEvent = { [Field in FieldOf<AskStreamEvent>]?: unknown }

/** Calls `onAnswerId` with the id the server gave the answer (the x-answer-id header), before any piece. */
export type OnAnswerId = (answerId: number) => void

/**
 * Reads an answer from an answer route (ClientAsk with `stream: true`, or ResumeAnswer) and
 * calls `onChunk` with each piece as it arrives. Resolves with the final event; rejects with
 * an ApiError for HTTP errors, an error event in the stream, or a stream that ends early;
 * rejects with the AbortError when aborted.
 *
 * @example
 * const done = await streamAnswer({ base, key }, '/chat/Chat/ClientAsk', { sessionID, content: 'Hi', stream: true },
 *   (piece) => { text += piece }, controller.signal)
 */
export async function streamAnswer(
  target: ApiTarget,
  path: '/chat/Chat/ClientAsk' | '/chat/Chat/ResumeAnswer',
  body: ClientAskBody | ResumeAnswerBody,
  onChunk: (piece: string) => void,
  signal?: AbortSignal,
  onAnswerId?: OnAnswerId
): Promise<AskResult> {
  const response = await fetch(target.base + path, {
    method: 'POST',
    headers: { ...jsonHeaders(target.key), accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal
  }).catch((error: unknown) => {
    throw networkError(error)
  })
  if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').includes('event-stream')) {
    // An error envelope, or a server that answered in one piece: take it as one chunk.
    const whole = await readEnvelope<ClientAskReply>(response)
    onChunk(whole.content)
    return { QuestionID: 0, AnswerID: whole.messageid, Answer: whole.content, TotalToken: whole.totalToken, Listings: whole.listings }
  }
  const answerId = Number(response.headers.get('x-answer-id'))
  if (answerId) onAnswerId?.(answerId)

  let result: AskResult | undefined
  let failure: ApiError | undefined
  const parser = eventLines((json) => {
    let data: StreamEvent
    try {
      data = JSON.parse(json) as StreamEvent
    } catch {
      return // Not ours to understand; a later event may still be.
    }
    if (typeof data.content === 'string') onChunk(data.content)
    else if (typeof data.Answer === 'string') result = data as unknown as AskResult
    else if (data.Success === false) {
      failure = new ApiError(Number(data.Code) || 500, String(data.Message || ''), retryAfterSeconds(null))
    }
  })

  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parser.feed(decoder.decode(value, { stream: true }))
      if (failure) break
    }
  } catch (error) {
    throw networkError(error)
  } finally {
    reader.cancel().catch(() => undefined)
  }
  parser.feed(decoder.decode())
  if (failure) throw failure
  if (!result) throw new ApiError(0, 'network')
  return result
}

/**
 * The data of each server-sent event (the `data` lines of an event joined by newlines, with the
 * event's `id` when it has one; comments and other fields skipped), fed text as it arrives, cut
 * anywhere. All these streams need of the event-stream format, in a few lines rather than a
 * parser library in every text chat.
 *
 * @example
 * const parser = eventLines((data) => console.log(data))
 * parser.feed('data: {"content":"Hi"}\n'); parser.feed('\n') // logs {"content":"Hi"}
 */
export function eventLines(onData: (data: string, id: string) => void): { feed(text: string): void } {
  let rest = ''
  let data: string[] = []
  let id = ''
  return {
    feed(text) {
      // A long line comes in many pieces: only a piece that ends a line makes the text be split,
      // so the work stays linear in the line's length.
      if (!/[\r\n]/.test(text) && !rest.endsWith('\r')) {
        rest += text
        return
      }
      const all = rest + text
      // The last piece may be a line cut in half, or end in a \r whose \n is still on its way.
      const cut = all.endsWith('\r') ? all.length - 1 : all.length
      const lines = all.slice(0, cut).split(/\r\n|\r|\n/)
      rest = lines.pop()! + all.slice(cut)
      for (const line of lines) {
        if (!line) {
          if (data.length) onData(data.join('\n'), id)
          data = []
          id = ''
        } else if (line.startsWith('data:')) data.push(line.slice(line[5] === ' ' ? 6 : 5))
        else if (line.startsWith('id:')) id = line.slice(line[3] === ' ' ? 4 : 3)
      }
    }
  }
}
