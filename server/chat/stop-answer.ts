import type { StopAnswerReply } from '../schemas/answers.ts'
import { findAnswer, markStopped, requestStop, type StoredAnswer } from '../store/answers.ts'
import type { Db } from '../store/database.ts'
import type { AnswerRegistry } from './answer-registry.ts'
import { POLL_MS } from './follow-stored.ts'

/** How long Stop waits for another instance to stop an answer before marking it stopped itself. */
export const REMOTE_STOP_MS = 3000

const ended = (answer: StoredAnswer) => answer.state === 'stopped' || answer.state === 'done'

/**
 * Stops an answer wherever it is written and returns what was kept: on this instance at
 * once; on another through the database (it sees `stopping` at its next progress write),
 * waiting up to REMOTE_STOP_MS; an answer whose writer is gone is marked stopped as stored.
 * An answer that had already ended is returned as it is.
 *
 * @example
 * await stopAnswer(db, app.answers, answer) // { AnswerID: 17, Answer: 'I found **3 homes', Stopped: true }
 */
export async function stopAnswer(db: Db, answers: AnswerRegistry, answer: StoredAnswer): Promise<StopAnswerReply> {
  const running = answers.get(answer.id)
  if (running) {
    running.stop()
    const finished = await running.finished()
    return { AnswerID: answer.id, Answer: finished.answer, Stopped: finished.stopped }
  }
  let current = answer
  if (!ended(current)) {
    await requestStop(db, answer.id)
    for (let waited = 0; waited < REMOTE_STOP_MS && !ended(current); waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      current = (await findAnswer(db, answer.id)) ?? current
    }
    if (!ended(current)) {
      await markStopped(db, answer.id)
      current = { ...current, state: 'stopped' }
    }
  }
  return { AnswerID: answer.id, Answer: current.content, Stopped: current.state === 'stopped' }
}
