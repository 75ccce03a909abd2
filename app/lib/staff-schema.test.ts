import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { codeSchema, inviteSchema, linkTokenSchema } from './staff-schema'

describe('staff input', () => {
  it('invites an address with a role, nothing else', () => {
    expect(v.parse(inviteSchema, { email: ' new@example.com ', role: 'editor' })).toEqual({
      email: 'new@example.com',
      role: 'editor',
    })
    expect(v.safeParse(inviteSchema, { email: 'nobody', role: 'editor' }).success).toBe(false)
    expect(v.safeParse(inviteSchema, { email: 'new@example.com', role: 'owner' }).success).toBe(
      false,
    )
  })

  it('takes a 6-digit code, with the spaces people type', () => {
    expect(v.parse(codeSchema, { code: '123 456' })).toEqual({ code: '123456' })
    expect(v.safeParse(codeSchema, { code: '12345' }).success).toBe(false)
  })

  it("takes only the shape of a link's token", () => {
    expect(v.safeParse(linkTokenSchema, 'a'.repeat(64)).success).toBe(true)
    expect(v.safeParse(linkTokenSchema, "' or 1=1 --").success).toBe(false)
  })
})
