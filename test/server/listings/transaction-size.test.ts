import { describe, expect, it } from 'vitest'
import { TransactionSize } from '../../../server/listings/import/transaction-size.ts'

describe('an import\'s SQLite transactions fitted to a processor-time budget', () => {
  it('starts small and at most doubles while the transactions are cheap, up to the batch', () => {
    const size = new TransactionSize(50, 50, 2000)
    const seen = [size.rows]
    // a listing costs 0.01 ms: the budget would fit 5,000
    for (let step = 0; step < 8; step++) {
      size.took(size.rows * 0.01)
      seen.push(size.rows)
    }
    expect(seen).toEqual([50, 100, 200, 400, 800, 1600, 2000, 2000, 2000])
  })

  it('shrinks at once to what the budget fits when listings cost more (a bigger store), never below the least', () => {
    const size = new TransactionSize(50, 50, 2000)
    for (let step = 0; step < 6; step++) size.took(size.rows * 0.01)
    size.took(2000 * 0.2)
    expect(size.rows).toBe(250)
    size.took(250 * 5)
    expect(size.rows).toBe(50)
  })

  it('fits to the rows the last transaction had when it had fewer (the end of a batch)', () => {
    const size = new TransactionSize(50, 50, 2000)
    size.took(30, 10)
    expect(size.rows).toBe(50)
    for (let step = 0; step < 4; step++) size.took(size.rows * 0.1)
    expect(size.rows).toBe(500)
    size.took(100 * 0.1, 100)
    expect(size.rows).toBe(200)
  })
})
