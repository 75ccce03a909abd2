import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password-rules'

const breached = new Set(['qwertyuiop123'])
const isBreached = (password: string) => breached.has(password.toLowerCase())

describe('passwordProblem', () => {
  it('asks for 12 characters at least, counting characters rather than bytes', () => {
    expect(passwordProblem('twelve chars', 'a@example.com', isBreached)).toBeNull()
    expect(passwordProblem('short pass!', 'a@example.com', isBreached)).toBe('too-short')
    expect(passwordProblem('ééééééééééé', 'a@example.com', isBreached)).toBe('too-short')
  })

  it("refuses the account's own e-mail address, in any case", () => {
    expect(passwordProblem('Editor@Example.com', 'editor@example.com', isBreached)).toBe('is-email')
  })

  it('refuses a password from the breached list', () => {
    expect(passwordProblem('QWERTYUIOP123', 'a@example.com', isBreached)).toBe('breached')
  })
})
