/** supabase/config.toml and the setup-experts import map: the settings the rest relies on. */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const supabaseDir = fileURLToPath(new URL('..', import.meta.url))
const configToml = readFileSync(resolve(supabaseDir, 'config.toml'), 'utf8')

/** The `key = value` lines of one [section] of a TOML file (enough for config.toml). */
function section(toml: string, name: string): Record<string, string> {
  const values: Record<string, string> = {}
  let current = ''
  for (const raw of toml.split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    const header = /^\[([^\]]+)\]$/.exec(line)
    if (header) {
      current = header[1]!
      continue
    }
    const pair = /^([\w.-]+)\s*=\s*(.+)$/.exec(line)
    if (pair && current === name) values[pair[1]!] = pair[2]!
  }
  return values
}

describe('config.toml', () => {
  it('names the project and sends auth e-mails back to the local site', () => {
    expect(configToml).toMatch(/^project_id = "[\w-]+"$/m)
    expect(section(configToml, 'auth').site_url).toBe('"http://localhost:3000"')
  })

  it('requires a JWT for setup-experts and points at its import map', () => {
    const fn = section(configToml, 'functions.setup-experts')
    expect(fn.verify_jwt).toBe('true')
    const importMap = JSON.parse(fn.import_map ?? '""') as string
    expect(existsSync(resolve(supabaseDir, importMap))).toBe(true)
  })

  it('seeds from seed.sql on db reset', () => {
    expect(section(configToml, 'db.seed').enabled).toBe('true')
    expect(section(configToml, 'db.seed').sql_paths).toBe('["./seed.sql"]')
  })

  it("maps the function's sample-data import to the shared sample-experts.json", () => {
    const importMapPath = resolve(supabaseDir, 'functions/setup-experts/deno.json')
    const { imports } = JSON.parse(readFileSync(importMapPath, 'utf8')) as {
      imports: Record<string, string>
    }
    const target = imports['../../sample-experts.json']
    expect(target).toBeDefined()
    expect(resolve(dirname(importMapPath), target!)).toBe(
      resolve(supabaseDir, 'sample-experts.json'),
    )
    const source = readFileSync(resolve(supabaseDir, 'functions/setup-experts/index.ts'), 'utf8')
    expect(source).toContain("from '../../sample-experts.json' with { type: 'json' }")
  })
})
