import { describe, expect, it } from 'vitest'
import { canSubmitLogin } from './admin-login'

describe('admin login submit rule', () => {
  it('needs both an email and a password', () => {
    expect(canSubmitLogin({ email: '', password: '' })).toBe(false)
    expect(canSubmitLogin({ email: 'admin@example.com', password: '' })).toBe(false)
    expect(canSubmitLogin({ email: '', password: 'secret' })).toBe(false)
    expect(canSubmitLogin({ email: 'admin@example.com', password: 'secret' })).toBe(true)
  })

  it('treats a blank email as empty but keeps a password of spaces', () => {
    expect(canSubmitLogin({ email: '   ', password: 'secret' })).toBe(false)
    expect(canSubmitLogin({ email: 'a@b.c', password: '  ' })).toBe(true)
  })
})
