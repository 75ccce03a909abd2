import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { emailAddress, isValidEmail } from './email-address'

describe('isValidEmail', () => {
  it.each(['a@b.c', 'jane.doe@firm.example.com', 'x+tag@sub.domain.org', 'a@b.'])(
    'accepts %s',
    (value) => {
      expect(isValidEmail(value)).toBe(true)
    },
  )
  it.each(['a@b', 'a b@c.d', 'a@@b.c', '@b.c', 'a@', 'a@b .c', 'a@b@c.d', 'plain', ''])(
    'rejects %s',
    (value) => {
      expect(isValidEmail(value)).toBe(false)
    },
  )
})

describe('emailAddress', () => {
  it('takes what a browser\'s email input takes, with a dot in the domain', () => {
    expect(v.is(emailAddress, 'jordan@yourfirm.com')).toBe(true)
    for (const bad of ['someone@nowhere', 'a b@c.d', 'a@', '@b.c', 'not-an-email']) expect(v.is(emailAddress, bad), bad).toBe(false)
  })
})
