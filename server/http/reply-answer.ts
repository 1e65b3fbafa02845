import type { FastifyReply } from 'fastify'
import type { AnswerListener, FinishedAnswer } from '../chat/answer-registry.ts'
import { HttpError } from '../errors.ts'
import type { AskStreamDone, AskStreamEvent, AskStreamFailure, ClientAskReply } from '../schemas/chat.ts'
import { knownFault } from '../store/faults.ts'
import { EventStream } from './event-stream.ts'

/** Follows an answer from `offset` characters on; returns the unfollow function. */
export type FollowAnswer = (offset: number, listener: AnswerListener) => () => void

/**
 * An AbortSignal that fires when the client goes away before the reply is complete, so the
 * answer of a workspace call stops instead of running for nobody. Visitors' answers do not
 * use it: they belong to the server and can be resumed.
 *
 * @example
 * const signal = abortOnDisconnect(reply)
 */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return controller.signal
}

/**
 * The offset a Last-Event-ID header names for this answer (`<AnswerID>:<offset>`), if any.
 *
 * @example
 * offsetFromLastEventId('17:240', 17) // 240
 */
export function offsetFromLastEventId(header: string | string[] | undefined, answerId: number): number | undefined {
  const match = /^(\d+):(\d+)$/.exec(String(header ?? '').trim())
  return match && Number(match[1]) === answerId ? Number(match[2]) : undefined
}

/** The status and message a failure is reported with; unexpected errors are logged and not described. */
function failureOf(finished: FinishedAnswer, reply: FastifyReply): AskStreamFailure {
  const { error } = finished
  if (error === undefined) return { Success: false, Code: 503, Message: 'The answer was cut off because the server stopped; ask again' }
  const known = error instanceof HttpError ? error : knownFault(error)
  if (known) return { Success: false, Code: known.statusCode, Message: known.message }
  reply.log.error({ err: error }, 'answer failed')
  return { Success: false, Code: 500, Message: 'Internal server error while answering; the server log has the details' }
}

/**
 * The last event of a stream: the contract's {QuestionID, AnswerID, Answer, TotalToken} plus
 * the extensions Listings (the cards) and, for an answer Stop ended, Stopped.
 *
 * @example
 * finalEvent(finished) // { QuestionID: 3, AnswerID: 4, Answer: '…', TotalToken: 212, Listings: [] }
 */
export function finalEvent(finished: FinishedAnswer): AskStreamDone {
  return {
    QuestionID: finished.questionId,
    AnswerID: finished.answerId,
    Answer: finished.answer,
    TotalToken: finished.totalToken,
    Listings: finished.listings,
    ...(finished.stopped && { Stopped: true as const })
  }
}

/**
 * The answer as one JSON reply: Data {messageid, content, totalToken, noAnswer, listings}.
 * A model failure is thrown so the error handler answers it in the envelope.
 *
 * @example
 * return ok(answerAsJson(await running.finished()))
 */
export function answerAsJson(finished: FinishedAnswer): ClientAskReply {
  if (finished.error !== undefined) throw finished.error
  return {
    messageid: finished.answerId,
    content: finished.answer,
    totalToken: finished.totalToken,
    noAnswer: finished.noAnswer,
    listings: finished.listings
  }
}

/**
 * The reply to a question a person holds the conversation for: the assistant stays silent, so
 * the answer is empty (id 0) and `Mode: 'agent'` says why; streamed as one final event.
 *
 * @example
 * silentReply(reply, 15_000, 812, true)
 */
export function silentReply(reply: FastifyReply, pingMs: number, questionId: number, stream: boolean): ClientAskReply | undefined {
  if (!stream) return { messageid: 0, content: '', totalToken: 0, noAnswer: false, listings: [], mode: 'agent' }
  const events = new EventStream(reply, pingMs)
  events.open({ 'x-answer-id': '0' })
  events.send({ QuestionID: questionId, AnswerID: 0, Answer: '', TotalToken: 0, Listings: [], Mode: 'agent' } satisfies AskStreamDone, '0:0')
  events.end()
  return undefined
}

/**
 * An answer as a text/event-stream from `offset` on: {content} pieces, each with the SSE id
 * `<AnswerID>:<characters sent so far>` (what Last-Event-ID or ResumeAnswer's offset takes
 * back), then the final event; an answer that ended badly ends with {Success:false, Code,
 * Message}; `note` is added to the final event. The client leaving only ends this stream, not the answer. Resolves when the
 * stream has ended; nothing is thrown once it is open, since fastify no longer owns the reply.
 *
 * @example
 * await streamAnswer(reply, 15_000, running.answerId, 0, (from, listener) => running.follow(from, listener))
 */
export function streamAnswer(reply: FastifyReply, pingMs: number, answerId: number, offset: number, follow: FollowAnswer, note?: Pick<AskStreamDone, 'Mode'>): Promise<void> {
  const events = new EventStream(reply, pingMs)
  const send = (event: AskStreamEvent, id: string) => events.send(event, id)
  events.open({ 'x-answer-id': String(answerId) })
  let sent = offset
  return new Promise((resolve) => {
    const done = () => {
      unfollow?.()
      events.end()
      resolve()
    }
    reply.raw.once('close', done)
    const unfollow: (() => void) | undefined = follow(offset, (event) => {
      if ('piece' in event) {
        sent += event.piece.length
        send({ content: event.piece }, `${answerId}:${sent}`)
        return
      }
      const finished = event.end
      const failed = finished.error !== undefined || (finished.interrupted && !finished.stopped)
      send(failed ? failureOf(finished, reply) : { ...finalEvent(finished), ...note }, `${answerId}:${finished.answer.length}`)
      // Followed synchronously (an answer that had already ended): unfollow is not assigned yet.
      queueMicrotask(done)
    })
  })
}
