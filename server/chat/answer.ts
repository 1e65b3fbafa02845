import { countTokens } from '../ai/tokens.ts'
import type { AnswerResult, RunAnswer } from '../ai/types.ts'
import type { Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { addMessage } from '../store/messages.ts'

/** One answer to produce: the prepared model run, where it goes, and where it is stored. */
export interface AnswerJob {
  db: Db
  chatbot: Pick<Chatbot, 'id' | 'AnswerSuffix'>
  sessionId: number
  run: RunAnswer
  /** aborts when the client goes away */
  signal: AbortSignal
  /** each piece of the answer as it is written, the AnswerSuffix last */
  onChunk: (text: string) => void
}

/** The stored answer and how it ended. */
export interface AnswerOutcome {
  answerId: number
  /** every piece joined: exactly what was sent */
  answer: string
  totalToken: number
  noAnswer: boolean
  /** the client left or the model failed before the answer was complete */
  interrupted: boolean
  /** why the model failed, when it did */
  error?: unknown
}

/**
 * The AnswerSuffix as the last piece of an answer, on a paragraph of its own unless it
 * starts with its own spacing; empty when there is no suffix.
 *
 * @example
 * suffixPiece('Here you go.', '— Harbor & Pine') // '\n\n— Harbor & Pine'
 */
export function suffixPiece(answer: string, suffix: string): string {
  if (!suffix) return ''
  return answer === '' || /^\s/.test(suffix) ? suffix : `\n\n${suffix}`
}

/**
 * Runs a prepared model and stores what it wrote as the assistant message: the whole
 * answer with the suffix, or what was written before the client left or the model failed,
 * marked interrupted. A model failure is returned, not thrown, so the caller can report
 * it in the form its reply takes.
 *
 * @example
 * const outcome = await produceAnswer({ db, chatbot, sessionId, run, signal, onChunk: (text) => sse.send({ content: text }) })
 */
export async function produceAnswer(job: AnswerJob): Promise<AnswerOutcome> {
  let answer = ''
  const emit = (piece: string) => {
    if (!piece) return
    answer += piece
    job.onChunk(piece)
  }
  let result: AnswerResult | undefined
  let error: unknown
  try {
    result = await job.run(emit, job.signal)
  } catch (caught) {
    error = caught
  }
  const interrupted = job.signal.aborted || error !== undefined
  if (!interrupted) emit(suffixPiece(answer, job.chatbot.AnswerSuffix))
  // The suffix is the owner's text, not the model's, so it is not counted as tokens the model used.
  const totalToken = result ? result.promptTokens + result.answerTokens : countTokens(answer)
  const noAnswer = result?.noAnswer ?? false
  const answerId = await addMessage(job.db, {
    session_id: job.sessionId,
    chatbot_id: job.chatbot.id,
    role: 'assistant',
    content: answer,
    ask_type: 'Text',
    file_ids: '',
    total_token: totalToken,
    no_answer: Number(noAnswer),
    interrupted: Number(interrupted)
  })
  return { answerId, answer, totalToken, noAnswer, interrupted, ...(error !== undefined && { error }) }
}
