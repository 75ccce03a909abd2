/**
 * Every refusal the database raises carries a code (RAISE ... USING DETAIL = '<code>'), and
 * every code it raises has its HTTP status and words (app/server/refusals.ts,
 * app/content/refusals.ts): a migration that raises a new code, or a function replaced without
 * its codes, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { refusalWords } from '~/content/refusals'
import { databaseRefusalCodes } from '~/domain/refusals'
import { refusalStatus } from '~/server/refusals'

const migrationsDir = join(import.meta.dirname, '../../supabase/migrations')
const migrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => ({ name, sql: readFileSync(join(migrationsDir, name), 'utf8').replace(/--[^\n]*/g, '') }))

/** The body of each function as its latest migration defines it, by name. */
function latestFunctions(): Map<string, { body: string; migration: string }> {
  const functions = new Map<string, { body: string; migration: string }>()
  for (const { name, sql } of migrations) {
    for (const match of sql.matchAll(/create (?:or replace )?function ([\w.]+)\s*\([\s\S]*?as \$\$([\s\S]*?)\$\$/g)) {
      functions.set(match[1]!, { body: match[2]!, migration: name })
    }
  }
  return functions
}

/** The RAISE EXCEPTION statements of a body. */
const raises = (body: string) => [...body.matchAll(/raise\s+exception\b[\s\S]*?;/gi)].map((match) => match[0])
const detailCode = (statement: string) => /\bdetail\s*=\s*'([a-z_]+)'/i.exec(statement)?.[1]

describe('refusal codes', () => {
  it('every RAISE EXCEPTION of the functions as they stand carries a code in its DETAIL', () => {
    const missing = [...latestFunctions()].flatMap(([name, { body, migration }]) =>
      raises(body)
        .filter((statement) => detailCode(statement) === undefined)
        .map((statement) => `${name} (${migration}): ${statement.replace(/\s+/g, ' ')}`),
    )
    expect(missing).toEqual([])
  })

  it('every code a migration raises is a known refusal with an HTTP status and words', () => {
    const raised = new Set(migrations.flatMap(({ sql }) => raises(sql).flatMap((statement) => detailCode(statement) ?? [])))
    expect(raised.size).toBeGreaterThan(0)
    for (const code of raised) {
      expect(databaseRefusalCodes, `${code} is not in app/domain/refusals.ts`).toContain(code)
      expect(refusalStatus, `${code} has no HTTP status`).toHaveProperty(code)
      expect(refusalWords, `${code} has no words`).toHaveProperty(code)
    }
  })

  it('every code of the vocabulary is raised by a function as it stands', () => {
    const raisedNow = new Set([...latestFunctions().values()].flatMap(({ body }) => raises(body).flatMap((statement) => detailCode(statement) ?? [])))
    expect([...databaseRefusalCodes].filter((code) => !raisedNow.has(code))).toEqual([])
  })

  it('maps every code to a 4xx or 5xx status', () => {
    for (const [code, status] of Object.entries(refusalStatus)) expect(status, code).toBeGreaterThanOrEqual(400)
  })
})
