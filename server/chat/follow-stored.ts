import { listingCard } from '../replies/listing-card.ts'
import type { Db } from '../store/database.ts'
import { listingsByKeys } from '../store/named-listings.ts'
import { findAnswer, markAbandoned, questionOf, type StoredAnswer } from '../store/answers.ts'
import type { AnswerListener, AnswerRegistry, FinishedAnswer } from './answer-registry.ts'

/** How often an answer written by another instance is read again. */
export const POLL_MS = 250
/** An answer whose progress stood still this long is taken to have lost its writer. */
const STALLED_MS = 60_000

/**
 * A stored answer that has ended, in the form a follower hears.
 *
 * @example
 * await finishedFromStore(db, answer) // { answerId: 17, stopped: true, listings: [], … }
 */
export async function finishedFromStore(db: Db, answer: StoredAnswer): Promise<FinishedAnswer> {
  const listings = await listingsByKeys(db, answer.chatbotId, answer.listingKeys)
  return {
    questionId: await questionOf(db, answer),
    answerId: answer.id,
    answer: answer.content,
    totalToken: answer.totalToken,
    noAnswer: answer.noAnswer,
    interrupted: answer.interrupted,
    stopped: answer.state === 'stopped',
    listings: listings.map(listingCard)
  }
}

/**
 * Follows an answer through the database: for an answer that another instance writes (or
 * one that has ended). New text is handed on as it is stored, then the end.
 *
 * @example
 * const unfollow = followStoredAnswer(db, 17, 0, (event) => …)
 */
export function followStoredAnswer(db: Db, answerId: number, offset: number, listener: AnswerListener): () => void {
  let following = true
  let timer: NodeJS.Timeout | undefined
  let seen = offset
  let lastChange = Date.now()
  const poll = async () => {
    const answer = await findAnswer(db, answerId)
    if (!following || !answer) return
    if (answer.content.length > seen) {
      listener({ piece: answer.content.slice(seen) })
      seen = answer.content.length
      lastChange = Date.now()
    }
    if (answer.state === 'done' || answer.state === 'stopped') {
      listener({ end: await finishedFromStore(db, answer) })
      return
    }
    if (Date.now() - lastChange > STALLED_MS) {
      await markAbandoned(db, answerId)
      listener({ end: { ...(await finishedFromStore(db, answer)), interrupted: true } })
      return
    }
    timer = setTimeout(() => void poll().catch(fail), POLL_MS)
  }
  const fail = (error: unknown) => {
    if (following) listener({ end: { questionId: 0, answerId, answer: '', totalToken: 0, noAnswer: false, interrupted: true, stopped: false, listings: [], error } })
  }
  void poll().catch(fail)
  return () => {
    following = false
    clearTimeout(timer)
  }
}

/**
 * How to follow an answer from an offset: live, when this instance is writing it, or
 * through the database otherwise. The function returned follows and returns the unfollow.
 *
 * @example
 * const unfollow = followerOf(db, answers, 17)(0, (event) => …)
 */
export function followerOf(db: Db, answers: AnswerRegistry, answerId: number): (offset: number, listener: AnswerListener) => () => void {
  const running = answers.get(answerId)
  return running ? (from, listener) => running.follow(from, listener) : (from, listener) => followStoredAnswer(db, answerId, from, listener)
}

/**
 * The end of an answer, however it ends, followed as followerOf does.
 *
 * @example
 * const finished = await answerEnd(db, answers, 17)
 */
export function answerEnd(db: Db, answers: AnswerRegistry, answerId: number): Promise<FinishedAnswer> {
  return new Promise((resolve) => void followerOf(db, answers, answerId)(0, (event) => 'end' in event && resolve(event.end)))
}
