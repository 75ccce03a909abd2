/**
 * The development backend's Postgres: PGlite (PostgreSQL in WebAssembly) with the parts of
 * Supabase the migrations rely on (supabase-base.sql), every file of supabase/migrations, the
 * seed (supabase/seed.sql), the mock's demo accounts, and the test-support snapshot that the
 * mock's reset restores.
 *
 * The migrated database is kept as a snapshot under node_modules/.cache, named by a hash of
 * the base and the migrations, so a start loads it (about 0.5 s) instead of creating a cluster
 * and migrating (about 2.5 s); a new or changed migration makes a new snapshot. The seed runs
 * on every start, so sample rows keep their ages relative to now.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { demoAccountsSql } from '../demo-users.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const SUPABASE_BASE_SQL_PATH = fileURLToPath(new URL('./supabase-base.sql', import.meta.url))
export const TEST_SUPPORT_SQL_PATH = fileURLToPath(new URL('./test-support.sql', import.meta.url))
export const MIGRATIONS_DIR = join(ROOT, 'supabase/migrations')
export const SEED_PATH = join(ROOT, 'supabase/seed.sql')
const CACHE_DIR = join(ROOT, 'node_modules/.cache/development-database')

/** A start that cannot go on, with what to do about it. */
export class DevelopmentBackendError extends Error {}

/** The migration files, in the order the Supabase CLI applies them (by file name). */
export function migrationFiles(dir: string = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(dir, name))
}

function snapshotName(migrations: string[]): string {
  const hash = createHash('sha256')
  // A snapshot is PGlite's own data folder: a new PGlite release needs a new one.
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')))
  hash.update(readFileSync(SUPABASE_BASE_SQL_PATH))
  for (const file of migrations) hash.update(file).update(readFileSync(file))
  return `${hash.digest('hex').slice(0, 16)}.tar.gz`
}

async function runFile(db: PGlite, file: string, what: string) {
  try {
    await db.exec(readFileSync(file, 'utf8'))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new DevelopmentBackendError(
      `${what} ${file.replace(ROOT, '')} failed on the development database: ${message}. ` +
        'Fix the SQL and start again (the same file runs on Supabase with `npm run db:push`).',
    )
  }
}

/** Creates the cluster and applies the base and the migrations, keeping the result as a snapshot file. */
async function migrateAndSnapshot(snapshot: string, migrations: string[]): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pgcrypto } })
  try {
    await runFile(db, SUPABASE_BASE_SQL_PATH, 'The Supabase base')
    for (const file of migrations) await runFile(db, file, 'Migration')
    const dump = await db.dumpDataDir('gzip')
    mkdirSync(CACHE_DIR, { recursive: true })
    // Written aside and renamed, so a second server starting at the same time never reads half a file.
    const partial = `${snapshot}.${process.pid}.partial`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, snapshot)
    forgetOldSnapshots()
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}

/** Keeps the newest few snapshots: each is about 5 MB, and a branch switch makes a new one. */
function forgetOldSnapshots(keep = 5) {
  const snapshots = readdirSync(CACHE_DIR)
    .filter((name) => name.endsWith('.tar.gz'))
    .map((name) => ({ path: join(CACHE_DIR, name), time: statSync(join(CACHE_DIR, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
  for (const old of snapshots.slice(keep)) rmSync(old.path, { force: true })
}

/**
 * The migrated database: loaded from its snapshot when there is one (about 0.6 s), otherwise
 * made and kept (about 3 s, once per set of migrations; that first instance also holds about
 * 50 MB more than one loaded from a snapshot).
 */
async function migratedDatabase(migrations: string[]): Promise<PGlite> {
  const snapshot = join(CACHE_DIR, snapshotName(migrations))
  if (!existsSync(snapshot)) return migrateAndSnapshot(snapshot, migrations)
  return PGlite.create({ extensions: { pgcrypto }, loadDataDir: new Blob([readFileSync(snapshot)]) })
}

/** The migrated, seeded development database, with its reset snapshot taken. */
export async function openDevelopmentDatabase(migrationsDir: string = MIGRATIONS_DIR): Promise<PGlite> {
  const db = await migratedDatabase(migrationFiles(migrationsDir))
  try {
    await runFile(db, SEED_PATH, 'The seed')
    await db.exec(demoAccountsSql())
    await runFile(db, TEST_SUPPORT_SQL_PATH, 'The test support')
    await db.exec('select test_support.take_snapshot()')
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
