/**
 * supabase/config.toml, read with a TOML parser: the settings the rest of the project
 * relies on. That the Supabase CLI itself accepts the file is proven by the real-backend
 * lane (tests/real-backend/supabase-cli.test.ts), which runs `supabase db push` with it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'

const supabaseDir = fileURLToPath(new URL('..', import.meta.url))
/** The parts of config.toml these tests read. */
interface SupabaseConfig {
  project_id: string
  auth: { site_url: string }
  local_smtp: { enabled: boolean }
  db: { seed: { enabled: boolean; sql_paths: string[] } }
  storage: { buckets: Record<string, { public: boolean; file_size_limit: string; allowed_mime_types: string[] }> }
  functions: Record<string, { verify_jwt: boolean; import_map: string }>
}
const config = parse(readFileSync(resolve(supabaseDir, 'config.toml'), 'utf8')) as unknown as SupabaseConfig
const storageMigration = readFileSync(resolve(supabaseDir, 'migrations/20261122080100_experts_storage.sql'), 'utf8')

describe('config.toml', () => {
  it('names the project and sends auth e-mails back to the local site', () => {
    expect(config.project_id).toMatch(/^[\w-]+$/)
    expect(config.auth.site_url).toBe('http://localhost:3000')
  })

  it('uses no section that CLI 3 rejects', () => {
    expect(config).not.toHaveProperty('inbucket')
    expect(config.local_smtp).toMatchObject({ enabled: true })
  })

  it('leaves the caller check of setup-experts to the function and points at its import map', () => {
    const fn = config.functions['setup-experts']!
    expect(fn.verify_jwt).toBe(false)
    expect(existsSync(resolve(supabaseDir, fn.import_map))).toBe(true)
  })

  it('seeds from seed.sql', () => {
    expect(config.db.seed).toEqual({ enabled: true, sql_paths: ['./seed.sql'] })
  })

  it('declares the experts bucket with the settings of its migration', () => {
    const bucket = config.storage.buckets.experts!
    expect(bucket.public).toBe(true)
    expect(bucket.file_size_limit).toBe('5MiB')
    expect(storageMigration).toMatch(/\b5242880\b/)
    const migrationTypes = /array\[([^\]]+)\]/.exec(storageMigration)![1]!.match(/'[^']+'/g)!.map((t) => t.slice(1, -1))
    expect(bucket.allowed_mime_types).toEqual(migrationTypes)
  })

  it("maps the function's sample-data import to the shared sample-experts.json", () => {
    const importMapPath = resolve(supabaseDir, 'functions/setup-experts/deno.json')
    const { imports } = JSON.parse(readFileSync(importMapPath, 'utf8')) as {
      imports: Record<string, string>
    }
    const target = imports['../../sample-experts.json']
    expect(target).toBeDefined()
    expect(resolve(dirname(importMapPath), target!)).toBe(resolve(supabaseDir, 'sample-experts.json'))
    const source = readFileSync(resolve(supabaseDir, 'functions/setup-experts/index.ts'), 'utf8')
    expect(source).toContain("from '../../sample-experts.json' with { type: 'json' }")
  })
})
