import { describe, expect, it } from 'vitest'
import { toasterDemand } from './toaster-demand'

describe('toasterDemand', () => {
  it('is not wanted until asked, then tells each listener once and stays wanted', () => {
    const calls: string[] = []
    const stop = toasterDemand.subscribe(() => calls.push('a'))
    toasterDemand.subscribe(() => calls.push('b'))
    expect(toasterDemand.isWanted()).toBe(false)
    toasterDemand.want()
    toasterDemand.want()
    expect(toasterDemand.isWanted()).toBe(true)
    expect(calls).toEqual(['a', 'b'])
    stop()
  })
})
