/**
 * The outbox's kinds (docs/decisions/035-one-mail-outbox.md): every kind of mail a migration
 * queues has a renderer in app/server/mail-kinds.ts, so no mail is queued that the worker
 * would mark failed at its first try; and the renderers load in plain Node, as the production
 * server's worker loads them (scripts/server, no bundler: relative imports with extensions only).
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { claimConfirmationGraceSeconds, eventUpdateGraceSeconds, reminderLeadHours, visitorMailsPerDay } from '~/domain/visitor-mail'
import { mailKinds } from '~/server/mail-kinds'

const root = join(import.meta.dirname, '../..')
const migrationsDir = join(root, 'supabase/migrations')

/** The literal kind of every `queue_mail('kind', …)` (and `queue_…_mail('kind', …)`) in the migrations, comments removed. */
function queuedKinds(): Set<string> {
  const kinds = new Set<string>()
  for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(migrationsDir, file), 'utf8').replace(/--[^\n]*/g, '')
    for (const match of sql.matchAll(/queue_(?:\w+_)?mail\(\s*'([a-z_]+)'/g)) kinds.add(match[1]!)
  }
  return kinds
}

describe('the kinds of mail', () => {
  it('finds the kinds the migrations queue (the parser works)', () => {
    expect(queuedKinds()).toContain('application')
    expect(queuedKinds()).toContain('registration')
  })

  it('has a renderer for every kind a migration queues', () => {
    const missing = [...queuedKinds()].filter((kind) => !Object.hasOwn(mailKinds, kind))
    expect(missing).toEqual([])
  })

  it('limits and times the database decides are app/domain’s', () => {
    const sql = readdirSync(migrationsDir)
      .map((file) => readFileSync(join(migrationsDir, file), 'utf8'))
      .join('\n')
    const body = (name: string) => new RegExp(`create function private\\.${name}\\(\\)[\\s\\S]*?\\$\\$\\s*select ([^;]+);`).exec(sql)?.[1]
    expect(body('visitor_mails_per_day')).toBe(String(visitorMailsPerDay))
    expect(body('reminder_lead')).toBe(`interval '${reminderLeadHours} hours'`)
    expect(body('event_update_grace')).toBe(`interval '${eventUpdateGraceSeconds} seconds'`)
    expect(body('claim_confirmation_grace')).toBe(`interval '${claimConfirmationGraceSeconds} seconds'`)
  })

  it('loads in plain Node, as the production server loads it', () => {
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "const { mailKinds } = await import('./app/server/mail-kinds.ts'); console.log(Object.keys(mailKinds).sort().join(','))"],
      { cwd: root, encoding: 'utf8' },
    )
    expect(output.trim()).toBe(Object.keys(mailKinds).sort().join(','))
  })
})
