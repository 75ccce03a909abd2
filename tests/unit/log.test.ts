import { describe, expect, it, vi } from 'vitest'
import { logLine, sanitizeForLog } from '../../app/server/log'

describe('server log lines', () => {
  it('strips control characters so a path cannot forge a second line', () => {
    expect(sanitizeForLog('/a\r\n[error] forged\u0007')).toBe('/a[error] forged')
  })

  it('writes one line per event', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    logLine('warn', 'not-found', { path: '/x\nfake' })
    expect(warn).toHaveBeenCalledWith('[warn] not-found path="/xfake"')
    warn.mockRestore()
  })
})
