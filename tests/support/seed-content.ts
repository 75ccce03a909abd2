/**
 * The sample rows the site-content migration seeds (today's words, marked is_example), read
 * from its SQL, so content tests check the words the pages show without a database.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Read from the repository's root, where vitest and Playwright run. */
const migration = readFileSync(join(process.cwd(), 'supabase/migrations/20261128100000_site_content.sql'), 'utf8')

type Value = string | number | boolean | null | string[]

/** Reads one SQL literal list: '…' strings (with '' escapes), numbers, true/false/null, array['…']::text[]. */
function parseTuples(text: string): Value[][] {
  const tuples: Value[][] = []
  let index = 0
  const skip = () => {
    while (index < text.length && /[\s,]/.test(text[index]!)) index++
  }
  const readString = (): string => {
    let out = ''
    index++ // opening quote
    for (;;) {
      const char = text[index++]
      if (char === undefined) throw new Error('unterminated string')
      if (char === "'") {
        if (text[index] === "'") {
          out += "'"
          index++
        } else return out
      } else out += char
    }
  }
  const readValue = (): Value => {
    skip()
    if (text[index] === "'") {
      const value = readString()
      if (text.startsWith('::', index)) index = text.indexOf(/[,)]/.exec(text.slice(index))![0], index)
      return value
    }
    if (text.startsWith('array[', index)) {
      index += 'array['.length
      const items: string[] = []
      for (;;) {
        skip()
        if (text[index] === ']') break
        items.push(readString())
      }
      index++ // ]
      const cast = /^::text\[\]/.exec(text.slice(index))
      if (cast) index += cast[0].length
      return items
    }
    const word = /^[^,)\s]+/.exec(text.slice(index))![0]
    index += word.length
    if (word === 'true' || word === 'false') return word === 'true'
    if (word === 'null') return null
    return Number(word)
  }
  for (;;) {
    skip()
    if (text[index] !== '(') break
    index++
    const tuple: Value[] = []
    for (;;) {
      tuple.push(readValue())
      skip()
      if (text[index] === ')') {
        index++
        break
      }
    }
    tuples.push(tuple)
  }
  return tuples
}

/** The seeded rows of one content table, as objects keyed by column. */
export function seededRows(table: 'faq_entries' | 'testimonials' | 'perks' | 'speakers' | 'agenda_sessions'): Record<string, Value>[] {
  const start = migration.indexOf(`insert into public.${table} (`)
  if (start === -1) throw new Error(`no seed for ${table}`)
  const columnsEnd = migration.indexOf(')', start)
  const columns = migration.slice(migration.indexOf('(', start) + 1, columnsEnd).split(',').map((column) => column.trim())
  const valuesAt = migration.indexOf('values', columnsEnd) + 'values'.length
  const end = migration.indexOf(';\n', valuesAt)
  return parseTuples(migration.slice(valuesAt, end)).map((tuple) => Object.fromEntries(columns.map((column, index) => [column, tuple[index]!])))
}
