/** One-line structured server logs. Control characters are stripped so a request cannot forge log lines. */
type Level = 'info' | 'warn' | 'error'

export function sanitizeForLog(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, 500)
}

export function logLine(level: Level, event: string, fields: Record<string, string | number | boolean | undefined> = {}) {
  const parts = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${JSON.stringify(typeof value === 'string' ? sanitizeForLog(value) : value)}`)
  const line = [`[${level}]`, event, ...parts].join(' ')
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}
