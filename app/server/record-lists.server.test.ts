import { describe, expect, it } from 'vitest'
import { everyRow, pageOf, type RangeQuery } from './record-lists.server'

/** A query over `total` numbered rows that records every range the server asks the database for. */
function numbered(total: number, ranges: [number, number][]): () => RangeQuery<number> {
  return () => {
    const answer = (from: number, to: number) => {
      ranges.push([from, to])
      if (from >= total && total > 0) return Promise.resolve({ data: null, error: { code: 'PGRST103', message: 'Requested range not satisfiable' }, count: null })
      const data = Array.from({ length: Math.max(0, Math.min(to, total - 1) - from + 1) }, (_, index) => from + index)
      return Promise.resolve({ data, error: null, count: total })
    }
    return { range: answer, then: (resolve, reject) => answer(0, total - 1).then(resolve, reject) } as RangeQuery<number>
  }
}

const failure = { event: 'test-list-failed', message: 'The list could not be loaded.' }

describe('a page of an admin list', () => {
  it('reads one page of 25 rows of 1,000 from the database, with the total', async () => {
    const ranges: [number, number][] = []
    const third = await pageOf(numbered(1000, ranges), { page: 3, pageSize: 25 }, failure)
    expect(ranges).toEqual([[50, 74]])
    expect(third.rows).toHaveLength(25)
    expect(third.rows[0]).toBe(50)
    expect(third.total).toBe(1000)
  })

  it('past the last page answers no rows and the total, counted with a one-row read', async () => {
    const ranges: [number, number][] = []
    expect(await pageOf(numbered(30, ranges), { page: 5, pageSize: 25 }, failure)).toEqual({ rows: [], total: 30 })
    expect(ranges).toEqual([[100, 124], [0, 0]])
  })

  it('an export reads every row a chunk of 1,000 at a time', async () => {
    const ranges: [number, number][] = []
    expect(await everyRow(numbered(2500, ranges), failure)).toHaveLength(2500)
    expect(ranges).toEqual([[0, 999], [1000, 1999], [2000, 2999]])
  })
})
