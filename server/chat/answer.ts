import { countTokens } from '../ai/tokens.ts'
import type { AnswerResult, RunAnswer } from '../ai/types.ts'
import type { Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { listingCard } from '../replies/listing-card.ts'
import { finishStoredAnswer, saveProgress } from '../store/answers.ts'
import { addMessage } from '../store/messages.ts'
import { namedListings } from '../store/named-listings.ts'
import type { AnswerRegistry, FinishedAnswer, RunningAnswer } from './answer-registry.ts'

/** How often the progress of an answer is written to the database, for a resume on another instance. */
export const PROGRESS_MS = 200

/** One answer to produce: the prepared model run, where it is stored, and who may end it. */
export interface AnswerJob {
  db: Db
  answers: AnswerRegistry
  chatbot: Pick<Chatbot, 'id' | 'AnswerSuffix'>
  sessionId: number
  questionId: number
  run: RunAnswer
  /** aborts when the answer's own client goes away (workspace keys); visitors' answers have none */
  signal?: AbortSignal
}

export type { FinishedAnswer }

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

/** Writes an answer's progress at most every PROGRESS_MS, one write at a time; stops the answer when Stop came through the database. */
function progressWriter(db: Db, running: RunningAnswer) {
  let timer: NodeJS.Timeout | undefined
  let writing = Promise.resolve()
  const write = () => {
    timer = undefined
    const text = running.text
    writing = writing.then(async () => {
      if (!(await saveProgress(db, running.answerId, text)) && !running.controller.signal.aborted) running.stop()
    }).catch(() => undefined)
  }
  return {
    changed: () => void (timer ??= setTimeout(write, PROGRESS_MS)),
    settle: () => {
      clearTimeout(timer)
      return writing
    }
  }
}

/**
 * Starts an answer: stores it at once as `writing` (so its id is known and another instance
 * can follow it) and registers it. The model runs in the background, not tied to any
 * connection; follow the returned answer to send it.
 *
 * @example
 * const running = await startAnswer(job)
 * running.follow(0, (event) => …)
 */
export async function startAnswer(job: AnswerJob): Promise<RunningAnswer> {
  const answerId = await addMessage(job.db, {
    session_id: job.sessionId,
    chatbot_id: job.chatbot.id,
    role: 'assistant',
    content: '',
    ask_type: 'Text',
    file_ids: '',
    total_token: 0,
    no_answer: 0,
    interrupted: 0,
    answer_state: 'writing'
  })
  const running = job.answers.start(answerId, job.questionId)
  void produceAnswer(job, running)
  return running
}

/**
 * Runs the model and stores what it wrote: the whole answer with the suffix and the listings
 * it names, or what was written before Stop, a shutdown, the client of a workspace call
 * leaving, or a model failure, marked interrupted (and stopped, for Stop). A model failure
 * is reported in the finished answer, not thrown.
 */
async function produceAnswer(job: AnswerJob, running: RunningAnswer): Promise<void> {
  const signal = job.signal ? AbortSignal.any([job.signal, running.controller.signal]) : running.controller.signal
  const progress = progressWriter(job.db, running)
  const emit = (piece: string) => {
    if (!piece) return
    running.push(piece)
    progress.changed()
  }
  let result: AnswerResult | undefined
  let error: unknown
  try {
    result = await job.run(emit, signal)
  } catch (caught) {
    error = caught
  }
  const interrupted = signal.aborted || error !== undefined
  if (!interrupted) emit(suffixPiece(running.text, job.chatbot.AnswerSuffix))
  await progress.settle()
  const answer = running.text
  // The suffix is the owner's text, not the model's, so it is not counted as tokens the model used.
  const totalToken = result ? result.promptTokens + result.answerTokens : countTokens(answer)
  const noAnswer = result?.noAnswer ?? false
  const finished: FinishedAnswer = {
    questionId: job.questionId,
    answerId: running.answerId,
    answer,
    totalToken,
    noAnswer,
    interrupted,
    stopped: running.stopRequested,
    listings: [],
    ...(error !== undefined && { error })
  }
  try {
    const named = result?.cards === false ? [] : await namedListings(job.db, job.chatbot.id, answer)
    finished.listings = named.map(listingCard)
    await finishStoredAnswer(job.db, running.answerId, {
      content: answer, totalToken, noAnswer, interrupted, stopped: running.stopRequested, listingKeys: named.map((row) => row.key)
    })
  } catch (storing) {
    finished.error ??= storing
  }
  running.finish(finished)
}
