import { describe, expect, it } from 'vitest'
import { containsAny } from './postgrest-search'

describe('containsAny', () => {
  it('asks for any of the columns to contain the text, in any case', () => {
    expect(containsAny(['contact_name', 'contact_email'], 'marcus')).toBe('contact_name.ilike."*marcus*",contact_email.ilike."*marcus*"')
  })

  it("keeps PostgREST's separators inside the quoted value", () => {
    expect(containsAny(['name'], 'Lee, Marcus (CPA).')).toBe('name.ilike."*Lee, Marcus (CPA).*"')
  })

  it("searches for LIKE's wildcards and the quote as they are", () => {
    expect(containsAny(['name'], '50%_off')).toBe('name.ilike."*50\\\\%\\\\_off*"')
    expect(containsAny(['name'], 'say "hi"')).toBe('name.ilike."*say \\"hi\\"*"')
    expect(containsAny(['name'], 'a\\b')).toBe('name.ilike."*a\\\\\\\\b*"')
  })
})
