/**
 * How many rows the next transaction of an import on SQLite stores. better-sqlite3 writes on
 * the event loop, so a transaction holds every other request for as long as it runs, while
 * each commit costs about the same however few rows it has (the index pages it dirtied are
 * written out again): fewer, bigger transactions import faster, smaller ones answer sooner.
 * The size is fitted after each transaction so that one takes about `budgetMs` (of whatever
 * time the caller measures), never past `max` nor below `min`.
 *
 * @example
 * const size = new TransactionSize(50, 50, 2000)
 * const started = process.cpuUsage()
 * await store(rows.slice(0, size.rows))
 * const { user, system } = process.cpuUsage(started)
 * size.took((user + system) / 1000)
 */
export class TransactionSize {
  #rows: number

  constructor(readonly budgetMs: number, readonly min: number, readonly max: number) {
    this.#rows = min
  }

  /** rows for the next transaction */
  get rows(): number {
    return this.#rows
  }

  /** Fits the next size to the time `ms` that the last transaction of `rows` rows took; it at most doubles at a time. */
  took(ms: number, rows = this.#rows): void {
    const fitted = Math.round((rows * this.budgetMs) / Math.max(ms, 1))
    this.#rows = Math.min(this.max, Math.max(this.min, Math.min(fitted, rows * 2)))
  }
}
