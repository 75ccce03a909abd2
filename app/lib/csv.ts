/**
 * CSV as RFC 4180 describes it: comma-separated, CRLF line ends, and a field quoted
 * (its quotes doubled) when it holds a comma, a quote or a line break. A field that a
 * spreadsheet would run as a formula (= + - @ or a tab/CR first, unless it is only a
 * number such as a phone number) is prefixed with an apostrophe, so an exported
 * submission cannot execute anything when opened.
 */
export type CsvValue = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
/** A phone number or a signed number: nothing a spreadsheet could run, kept as written. */
const PLAIN_NUMBER = /^[+-]?[\d\s().-]+$/

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
