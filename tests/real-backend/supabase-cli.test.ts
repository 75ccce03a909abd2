/**
 * The Supabase CLI against the committed supabase/ folder and the lane's Postgres (where
 * the lane has already run `supabase db push --include-seed` with it): the CLI accepts
 * config.toml, finds nothing left to push, rejects a config it does not support, and
 * generates exactly the committed `Database` types.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { TYPES_FILE, generateTypes } from '../../scripts/real-backend/db-types.mjs'
import { supabaseCliPath } from '../../scripts/supabase-cli.mjs'
import { lane, psql } from './support/lane'

const root = resolve(import.meta.dirname, '../..')
const cli = supabaseCliPath()
const scratch = mkdtempSync(join(tmpdir(), 'llrb-cli-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function supabase(args: string[], workdir = root) {
  const result = spawnSync(cli, [...args, '--workdir', workdir], { encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('Supabase CLI with the committed config', () => {
  it('has applied every migration: a dry-run push finds nothing to do', () => {
    const result = supabase(['db', 'push', '--dry-run', `--remote=${lane.dbUrl}`])
    expect(result, result.output).toMatchObject({ status: 0 })
    expect(result.output).toMatch(/up to date/i)
    const applied = psql('select version from supabase_migrations.schema_migrations order by version').trim().split('\n')
    const files = readdirSync(join(root, 'supabase/migrations')).filter((name) => name.endsWith('.sql'))
    expect(applied).toEqual(files.map((name) => name.split('_')[0]).sort())
  })

  it('rejects a config.toml it does not support (so the push above really parsed ours)', () => {
    const copy = join(scratch, 'project')
    cpSync(join(root, 'supabase'), join(copy, 'supabase'), { recursive: true })
    const config = join(copy, 'supabase/config.toml')
    writeFileSync(config, `${readFileSync(config, 'utf8')}\n[inbucket]\nenabled = true\n`)
    const result = supabase(['db', 'push', '--dry-run', `--remote=${lane.dbUrl}`], copy)
    expect(result.status).not.toBe(0)
    expect(result.output).toMatch(/inbucket/)
  })

  it('generates the committed Database types from the migrations (run `npm run db:types` after a migration)', async () => {
    expect(await generateTypes(lane.dbUrl)).toBe(readFileSync(TYPES_FILE, 'utf8'))
  })
})
