import type { FastifyReply } from 'fastify'
import { HttpError } from '../errors.ts'
import { knownFault } from '../store/faults.ts'
import { produceAnswer, type AnswerJob } from '../chat/answer.ts'
import type { AskStreamEvent, AskStreamFailure, ClientAskReply } from '../schemas/chat.ts'
import { EventStream } from './event-stream.ts'

type Job = Omit<AnswerJob, 'onChunk' | 'signal'>

/**
 * An AbortSignal that fires when the client goes away before the reply is complete,
 * so a model call in flight stops instead of running for nobody.
 *
 * @example
 * const signal = abortOnDisconnect(reply)
 * await client.chat.completions.create(params, { signal })
 */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return controller.signal
}

/** The status and message a failure is reported with; unexpected errors are logged and not described. */
function failureOf(error: unknown, reply: FastifyReply): AskStreamFailure {
  const known = error instanceof HttpError ? error : knownFault(error)
  if (known) return { Success: false, Code: known.statusCode, Message: known.message }
  reply.log.error({ err: error }, 'answer failed')
  return { Success: false, Code: 500, Message: 'Internal server error while answering; the server log has the details' }
}

/**
 * The answer as one JSON reply: Data {messageid, content, totalToken, noAnswer}. A model
 * failure is thrown so the error handler answers it in the envelope.
 *
 * @example
 * return ok(await answerAsJson(reply, { db, chatbot, sessionId, run }))
 */
export async function answerAsJson(reply: FastifyReply, job: Job): Promise<ClientAskReply> {
  const outcome = await produceAnswer({ ...job, signal: abortOnDisconnect(reply), onChunk: () => {} })
  if (outcome.error !== undefined) throw outcome.error
  return { messageid: outcome.answerId, content: outcome.answer, totalToken: outcome.totalToken, noAnswer: outcome.noAnswer }
}

/**
 * The answer as a text/event-stream: {content} pieces, then {QuestionID, AnswerID, Answer,
 * TotalToken}; a failure after the start ends the stream with {Success:false, Code, Message}.
 * Nothing is thrown once the stream is open, since fastify no longer owns the reply.
 *
 * @example
 * await answerAsStream(reply, 15_000, questionId, { db, chatbot, sessionId, run })
 */
export async function answerAsStream(reply: FastifyReply, pingMs: number, questionId: number, job: Job): Promise<void> {
  const signal = abortOnDisconnect(reply)
  const events = new EventStream(reply, pingMs)
  const send = (event: AskStreamEvent) => events.send(event)
  events.open()
  try {
    const outcome = await produceAnswer({ ...job, signal, onChunk: (content) => send({ content }) })
    if (outcome.error !== undefined) send(failureOf(outcome.error, reply))
    else if (!outcome.interrupted) {
      send({ QuestionID: questionId, AnswerID: outcome.answerId, Answer: outcome.answer, TotalToken: outcome.totalToken })
    }
  } catch (error) {
    send(failureOf(error, reply))
  } finally {
    events.end()
  }
}
