import { describe, expect, it } from 'vitest'
import { logLine, sanitizeForLog, setLogDestination, withRequestId } from './log'

describe('server log lines', () => {
  it('strips control characters and cuts long values', () => {
    expect(sanitizeForLog('/a\r\n[error] forged\u0007')).toBe('/a[error] forged')
    expect(sanitizeForLog('x'.repeat(600))).toHaveLength(500)
  })

  it('writes one JSON line per event, with the id of the request it belongs to', () => {
    const lines: string[] = []
    setLogDestination({ write: (line: string) => lines.push(line) })
    logLine('warn', 'not-found', { path: '/x\nfake' })
    withRequestId('req-1', () => logLine('error', 'experts-load-failed', { code: 'PGRST000' }))
    expect(lines).toHaveLength(2)
    expect(lines.every((line) => line.endsWith('\n') && line.indexOf('\n') === line.length - 1)).toBe(true)
    const [first, second] = lines.map((line) => JSON.parse(line))
    expect(first).toMatchObject({ level: 'warn', event: 'not-found', path: '/xfake' })
    expect(first.requestId).toBeUndefined()
    expect(new Date(first.time).getTime()).not.toBeNaN()
    expect(second).toMatchObject({ level: 'error', event: 'experts-load-failed', code: 'PGRST000', requestId: 'req-1' })
  })
})
