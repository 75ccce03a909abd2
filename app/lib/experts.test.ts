import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXPERT_PLACEHOLDER_IMAGE } from './experts'

describe('the expert placeholder image', () => {
  it('is a file the site serves', () => {
    expect(existsSync(join(import.meta.dirname, '../../public', EXPERT_PLACEHOLDER_IMAGE))).toBe(true)
  })
})
