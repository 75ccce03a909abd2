/**
 * The three places that describe the site's settings agree: every variable app.config.ts reads
 * is in README's variable table and in .env.example, every variable of the table is in
 * .env.example, and where a default is stated it is the same in all three.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  configDefaults,
  defaultFeaturePages,
  defaultLinks,
  defaultMailboxes,
  envNameFor,
  SUPABASE_KEY_VARIABLES,
  SUPABASE_SECRET_KEY_VARIABLE,
  SUPABASE_URL_VARIABLE,
} from '../../app.config'

const root = join(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')

/** Variables the table and .env.example document that app.config.ts does not read, and who does. */
const readElsewhere: Record<string, string> = {
  MOCK_CONTROL_TOKEN: 'the development backend (mocks/)',
}

/** The variables app.config.ts reads: by name in its source, and the links, mailboxes and pages by their records. */
function configVariables(): Set<string> {
  const source = read('app.config.ts')
  const named = [
    ...[...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!),
    ...[...source.matchAll(/read\(\s*env,\s*'([A-Z][A-Z0-9_]*)'/g)].map((match) => match[1]!),
    SUPABASE_URL_VARIABLE,
    ...SUPABASE_KEY_VARIABLES,
    SUPABASE_SECRET_KEY_VARIABLE,
  ]
  const records = [
    ...Object.keys(defaultLinks).map((key) => envNameFor('LINK', key)),
    ...Object.keys(defaultMailboxes).map((key) => envNameFor('MAIL', key)),
    ...Object.keys(defaultFeaturePages).map((key) => envNameFor('PAGE', key)),
  ]
  return new Set([...named, ...records])
}

interface TableRow {
  names: string[]
  /** The default when the table states one as code (`365`), else null. */
  default: string | null
}

/** README's variable table: each row's variables (`LINK_*` stands for every LINK_ variable) and stated default. */
function readmeTable(): TableRow[] {
  const readme = read('README.md')
  const table = readme.slice(readme.indexOf('| variable | default | meaning |'))
  const rows = table.split('\n').slice(2).filter((line) => line.startsWith('|'))
  return rows.map((line) => {
    const [names = '', fallback = ''] = line.split(' | ')
    const stated = /^`([^`]*)`$/.exec(fallback.trim())
    return { names: [...names.matchAll(/`([A-Z][A-Z0-9_]*\*?)`/g)].map((match) => match[1]!), default: stated ? stated[1]! : null }
  })
}

/** .env.example's settings (commented or not) before its tooling section, with their example values. */
function envExample(): Map<string, string> {
  const text = read('.env.example')
  const settings = text.slice(0, text.indexOf('# --- Tooling'))
  const values = new Map<string, string>()
  for (const match of settings.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm)) {
    // A value ends where two spaces begin a remark (`# NODE_ENV=production   (npm start sets it ...)`).
    if (!values.has(match[1]!)) values.set(match[1]!, match[2]!.split(/\s{2,}/)[0]!.trim())
  }
  return values
}

const covers = (pattern: string, name: string) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name)
const inTable = (name: string) => readmeTable().some((row) => row.names.some((pattern) => covers(pattern, name)))

describe('README, .env.example and app.config.ts', () => {
  it('read the three (the parsers find them)', () => {
    expect(configVariables()).toContain('TRUST_PROXY')
    expect(readmeTable().find((row) => row.names.includes('TRUST_PROXY'))?.default).toBe('0')
    expect(envExample().get('TRUST_PROXY')).toBe('1')
  })

  it('document every variable app.config.ts reads', () => {
    const example = envExample()
    for (const name of configVariables()) {
      if (name === 'PORT' || name === 'NODE_ENV') continue // the server's own, in .env.example's server section
      expect(inTable(name), `${name} in README's table`).toBe(true)
      expect(example.has(name), `${name} in .env.example`).toBe(true)
    }
    for (const name of ['PORT', 'NODE_ENV']) expect(example.has(name), `${name} in .env.example`).toBe(true)
  })

  it('list in .env.example every variable of the table, and the table names only variables something reads', () => {
    const example = [...envExample().keys()]
    const read = configVariables()
    for (const row of readmeTable()) {
      for (const pattern of row.names) {
        expect(example.some((name) => covers(pattern, name)), `${pattern} in .env.example`).toBe(true)
        expect([...read].some((name) => covers(pattern, name)) || pattern in readElsewhere, `${pattern} read by app.config.ts`).toBe(true)
      }
    }
  })

  it('state the same defaults', () => {
    const example = envExample()
    for (const [name, value] of Object.entries(configDefaults)) {
      const row = readmeTable().find((candidate) => candidate.names.includes(name))
      if (name === 'BACKEND') {
        // 'auto' is how app.config.ts spells "unset": the table and .env.example say unset.
        expect(row?.default, name).toBeNull()
        continue
      }
      expect(row?.default, `README's default of ${name}`).toBe(value)
      // .env.example shows the default, except where it shows an example of a change.
      if (name !== 'TRUST_PROXY') expect(example.get(name), `.env.example's ${name}`).toBe(value)
    }
    const records = { LINK: defaultLinks, MAIL: defaultMailboxes, PAGE: defaultFeaturePages } as const
    for (const [prefix, defaults] of Object.entries(records) as [keyof typeof records, Record<string, string>][]) {
      for (const [key, value] of Object.entries(defaults)) expect(example.get(envNameFor(prefix, key)), envNameFor(prefix, key)).toBe(value)
    }
  })
})
