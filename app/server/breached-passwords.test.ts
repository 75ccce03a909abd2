import { describe, expect, it } from 'vitest'
import { isBreachedPassword } from './breached-passwords.server'

describe('the kept list of breached passwords', () => {
  it('knows long passwords from the breaches, in any case, and not a random passphrase', () => {
    expect(isBreachedPassword('1qaz2wsx3edc')).toBe(true)
    expect(isBreachedPassword('qwerty123456')).toBe(true)
    expect(isBreachedPassword('QWERTY123456')).toBe(true)
    expect(isBreachedPassword('violet harbour ledger 1987')).toBe(false)
  })
})
