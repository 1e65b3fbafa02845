import type { ListingCard } from '../schemas/listing-card.ts'

/** An answer once it has ended, however it ended. */
export interface FinishedAnswer {
  questionId: number
  answerId: number
  /** every piece joined: exactly what was sent */
  answer: string
  totalToken: number
  noAnswer: boolean
  /** it did not finish: stopped, cut off by a failure, or its client left (workspace keys) */
  interrupted: boolean
  /** Stop ended it */
  stopped: boolean
  listings: ListingCard[]
  /** why the model failed, when it did */
  error?: unknown
}

/** What a follower of a running answer hears: each new piece, then the end. */
export type AnswerListener = (event: { piece: string } | { end: FinishedAnswer }) => void

/**
 * One answer being written on this instance: the text so far, who follows it, and the
 * switch that stops it. Not tied to any HTTP connection.
 */
export class RunningAnswer {
  text = ''
  /** set when Stop (not a disconnect or a shutdown) ended it */
  stopRequested = false
  readonly controller = new AbortController()
  private readonly listeners = new Set<AnswerListener>()
  private ended: FinishedAnswer | undefined
  private readonly waiters: ((answer: FinishedAnswer) => void)[] = []

  constructor(
    readonly answerId: number,
    readonly questionId: number
  ) {}

  /** Adds a piece and hands it to every follower. */
  push(piece: string): void {
    this.text += piece
    for (const listener of this.listeners) listener({ piece })
  }

  /** Follows the answer from `offset` (characters already seen); returns the unfollow function. */
  follow(offset: number, listener: AnswerListener): () => void {
    if (this.text.length > offset) listener({ piece: this.text.slice(offset) })
    if (this.ended) {
      listener({ end: this.ended })
      return () => {}
    }
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  stop(): void {
    this.stopRequested = true
    this.controller.abort()
  }

  finish(answer: FinishedAnswer): void {
    this.ended = answer
    for (const listener of this.listeners) listener({ end: answer })
    this.listeners.clear()
    for (const resolve of this.waiters.splice(0)) resolve(answer)
  }

  /** Resolves when the answer has ended and been stored. */
  finished(): Promise<FinishedAnswer> {
    return this.ended ? Promise.resolve(this.ended) : new Promise((resolve) => this.waiters.push(resolve))
  }
}

/**
 * The answers this instance is writing, by answer id. Resume and Stop reach an answer here
 * when it runs on this instance, and through the database when it runs on another.
 *
 * @example
 * const running = registry.start(answerId, questionId)
 * registry.get(answerId)?.follow(0, (event) => …)
 */
export class AnswerRegistry {
  private readonly running = new Map<number, RunningAnswer>()

  start(answerId: number, questionId: number): RunningAnswer {
    const answer = new RunningAnswer(answerId, questionId)
    this.running.set(answerId, answer)
    void answer.finished().then(() => this.running.delete(answerId))
    return answer
  }

  get(answerId: number): RunningAnswer | undefined {
    return this.running.get(answerId)
  }

  /** Waits until every answer being written has finished and been stored (the server is shutting down). */
  async drain(): Promise<void> {
    await Promise.all([...this.running.values()].map((answer) => answer.finished()))
  }
}
