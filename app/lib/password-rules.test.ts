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

  it('refuses more than Auth keeps: 72 bytes, so fewer characters when they are accented', () => {
    expect(passwordProblem('a'.repeat(72), 'a@example.com', isBreached)).toBeNull()
    expect(passwordProblem('a'.repeat(73), 'a@example.com', isBreached)).toBe('too-long')
    expect(passwordProblem('é'.repeat(36), 'a@example.com', isBreached)).toBeNull()
    expect(passwordProblem('é'.repeat(37), 'a@example.com', isBreached)).toBe('too-long')
  })

  it("refuses the account's own e-mail address, in any case", () => {
    expect(passwordProblem('Editor@Example.com', 'editor@example.com', isBreached)).toBe('is-email')
  })

  it('refuses a password from the breached list', () => {
    expect(passwordProblem('QWERTYUIOP123', 'a@example.com', isBreached)).toBe('breached')
  })
})
