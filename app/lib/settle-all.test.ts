import { describe, expect, it } from 'vitest'
import { settleAll } from './settle-all'

const later = <T>(ms: number, outcome: () => T) => new Promise<T>((resolve, reject) => setTimeout(() => { try { resolve(outcome()) } catch (error) { reject(error) } }, ms))

describe('settleAll', () => {
  it('answers every value in order', async () => {
    await expect(settleAll([later(5, () => 'a'), Promise.resolve(2)])).resolves.toEqual(['a', 2])
  })

  it('throws the first failure in the order given, not the first in time, once every load has settled', async () => {
    let slowSettled = false
    const slow = later(20, () => {
      slowSettled = true
      throw new Error('content')
    })
    const quick = later(1, () => {
      throw new Error('events')
    })
    await expect(settleAll([slow, quick])).rejects.toThrow('content')
    expect(slowSettled).toBe(true)
  })
})
