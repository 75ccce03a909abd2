/**
 * Whether `day` is a day of the calendar written YYYY-MM-DD, as Postgres takes a date: not
 * 2026-02-30 (which `Date.parse` reads as March 2) and not year 0 (which Postgres has not).
 */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day.startsWith('0000')) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
}

/** `day` moved by `days` (YYYY-MM-DD, calendar arithmetic). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
