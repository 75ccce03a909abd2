/**
 * The e-mail notices end to end on the development database: a visitor's application queued
 * by the database, sent by the server's worker (as the role site_server) to a local SMTP sink
 * (smtp-server), two workers sending each notice once, retries while the sink is down, and a
 * notice marked failed after the last try.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { Logger } from 'pino'
import { createClient } from '@supabase/supabase-js'
import { MOCK_ANON_KEY } from '../../app.config'
import { MAX_ATTEMPTS, startNoticeWorker, type NoticeWorker } from '../../scripts/server/notice-worker'
import { startMailSink, type MailSink } from '../../scripts/lib/mail-sink.mjs'
import { freePort } from '../../mocks/database/postgrest'
import { startTestBackend, type TestBackend } from './support/backend'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
}, 60_000)
afterAll(() => backend?.close())

const siteUrl = 'https://community.example.com'

function sitePool(): pg.Pool {
  const url = new URL(backend.databaseUrl)
  url.username = 'site_server'
  const pool = new pg.Pool({ connectionString: url.href, max: 2, connectionTimeoutMillis: 1000, query_timeout: 2000 })
  pool.on('error', () => {})
  return pool
}

function recordingLog() {
  const events: string[] = []
  const record = (_fields: unknown, event: string) => void events.push(event)
  return { events, log: { info: record, warn: record, error: record } as unknown as Logger }
}

let sink: MailSink | undefined
let smtpPort: number
const pools: pg.Pool[] = []
const workers: NoticeWorker[] = []

function startWorker(log = recordingLog().log) {
  const pool = sitePool()
  pools.push(pool)
  const worker = startNoticeWorker({
    pool,
    notices: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, notifyTo: ['team@example.com'], mailFrom: 'site@example.com' },
    siteUrl,
    replyTo: 'community@example.com',
    log,
    pollMs: 100,
  })
  workers.push(worker)
  return worker
}

beforeEach(async () => {
  await backend.reset()
  smtpPort = await freePort()
  sink = await startMailSink({ port: smtpPort })
})

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop()
  for (const pool of pools.splice(0)) await pool.end()
  await sink?.close()
})

async function applyAsVisitor(name: string, reference: string) {
  const supabase = createClient(backend.url, MOCK_ANON_KEY, { auth: { persistSession: false } })
  const { error } = await supabase.from('partnership_applications').insert({
    reference,
    idempotency_key: crypto.randomUUID(),
    contact_name: name,
    contact_email: 'applicant@example.test',
    contact_company: 'Applicant & Co',
    partnership_types: ['workshops'],
  })
  if (error) throw new Error(error.message)
}

/**
 * The outbox's rows, oldest first: the staff's notices (no recipient: NOTIFY_TO) unless `to` is
 * 'anyone'. An application also queues the applicant's receipt (supabase/tests/visitor-mail.test.ts).
 */
const noticeRows = async (to: 'team' | 'anyone' = 'team') =>
  (await backend.sql.query<{ id: string; attempts: number; sent: boolean; failed: boolean; details: unknown; last_error: string | null }>(
    `select id, attempts, sent_at is not null as sent, failed_at is not null as failed, details, last_error from site_server.notices
     where $1 = 'anyone' or recipient is null order by created_at`,
    [to],
  )).rows

/** The mail the sink received for the team (NOTIFY_TO). */
const teamMail = () => sink!.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === 'team@example.com')

describe('e-mail notices', () => {
  it("sends a visitor's application to the team: its fields, a working admin link, the HTML escaped, a stable Message-ID", async () => {
    startWorker()
    await applyAsVisitor('<img src=x onerror=alert(1)> Ana', 'APP-AYND25TM')
    await expect.poll(() => teamMail().length, { timeout: 10_000 }).toBe(1)
    const mail = teamMail()[0]!
    // The worker marks the notice once the mail server has answered: a moment after it arrives.
    await expect.poll(async () => (await noticeRows())[0]?.sent, { timeout: 5_000 }).toBe(true)
    const [notice] = await noticeRows()
    expect(mail.subject).toBe('New partnership application: <img src=x onerror=alert(1)> Ana, Applicant & Co')
    expect(mail.messageId).toBe(`<notice-${notice!.id}@community.example.com>`)
    expect(mail.from?.text).toBe('site@example.com')
    expect(mail.text).toContain('E-mail: applicant@example.test')
    expect(mail.text).toContain('Reference: APP-AYND25TM')
    const { rows } = await backend.sql.query<{ id: string }>(`select id from public.partnership_applications where reference = 'APP-AYND25TM'`)
    expect(mail.text).toContain(`${siteUrl}/admin/applications?open=${rows[0]!.id}`)
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Ana')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain(`href="${siteUrl}/admin/applications?open=${rows[0]!.id}"`)
    // Sent: marked, and the visitor's details no longer kept in the outbox.
    expect(notice).toMatchObject({ attempts: 1, sent: true, failed: false, details: null })
  })

  it('two workers send each notice exactly once', async () => {
    startWorker()
    startWorker()
    for (let index = 0; index < 6; index++) await applyAsVisitor(`Applicant ${index}`, `APP-AYND25T${index}`)
    await expect.poll(async () => (await noticeRows()).filter((row) => row.sent).length, { timeout: 15_000 }).toBe(6)
    const receipts = () => sink!.messages.filter((mail) => mail.subject?.startsWith('Application received: '))
    await expect.poll(() => receipts().length, { timeout: 15_000 }).toBe(3)
    // Give a duplicate time to show up.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(teamMail().map((mail) => mail.subject).sort()).toEqual(
      Array.from({ length: 6 }, (_, index) => `New partnership application: Applicant ${index}, Applicant & Co`),
    )
    // The applicant's receipts, once each too: 3 (the daily limit to one address), the others held.
    expect(receipts()).toHaveLength(3)
    expect(new Set(receipts().map((mail) => mail.subject)).size).toBe(3)
  })

  it('retries while the mail server is down and sends once it is back', async () => {
    await sink!.close()
    sink = undefined
    const { events, log } = recordingLog()
    startWorker(log)
    await applyAsVisitor('Patient Applicant', 'APP-AYND25TP')
    await expect.poll(async () => (await noticeRows())[0]?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    expect((await noticeRows())[0]).toMatchObject({ sent: false, failed: false })
    expect((await noticeRows())[0]!.last_error).toMatch(/ECONNREFUSED/)
    expect(events).toContain('notice-send-failed')
    sink = await startMailSink({ port: smtpPort })
    await expect.poll(() => teamMail().length, { timeout: 15_000 }).toBe(1)
    expect(teamMail()[0]!.subject).toContain('Patient Applicant')
    // The worker marks the notice once the mail server has answered: a moment after it arrives.
    await expect.poll(async () => (await noticeRows())[0]?.sent, { timeout: 5_000 }).toBe(true)
  })

  it('marks a notice failed for good after the last try', async () => {
    await sink!.close()
    sink = undefined
    await applyAsVisitor('Unlucky Applicant', 'APP-AYND25TW')
    await backend.sql.query(`update site_server.notices set attempts = $1`, [MAX_ATTEMPTS - 1])
    const { events, log } = recordingLog()
    startWorker(log)
    await expect.poll(async () => (await noticeRows())[0]?.failed, { timeout: 10_000 }).toBe(true)
    expect(events).toContain('notice-failed')
    expect((await noticeRows())[0]).toMatchObject({ attempts: MAX_ATTEMPTS, sent: false })
  })

  it('sends a mail queued for one address there, not to the team, with Reply-To the community mailbox', async () => {
    startWorker()
    await backend.sql.query(`select site_server.queue_mail('claim', 'one.person@example.test', null, '{"name": "One Person", "firm": "Person & Co"}')`)
    await expect.poll(() => sink!.messages.length, { timeout: 10_000 }).toBe(1)
    const mail = sink!.messages[0]!
    expect(mail.to).toMatchObject({ text: 'one.person@example.test' })
    expect(mail.replyTo?.text).toBe('community@example.com')
    expect(mail.subject).toBe('New offer claim: One Person, Person & Co')
    await expect.poll(async () => (await noticeRows('anyone'))[0]?.sent, { timeout: 5_000 }).toBe(true)
    expect((await noticeRows('anyone'))[0]).toMatchObject({ sent: true, details: null })
  })

  it('marks a mail of a kind without a renderer failed at its first try, naming the kind', async () => {
    const { events, log } = recordingLog()
    startWorker(log)
    await backend.sql.query(`select site_server.queue_mail('no_such_kind', 'one.person@example.test', null, '{}')`)
    await expect.poll(async () => (await noticeRows('anyone'))[0]?.failed, { timeout: 10_000 }).toBe(true)
    expect((await noticeRows('anyone'))[0]).toMatchObject({ attempts: 1, sent: false })
    expect((await noticeRows('anyone'))[0]!.last_error).toContain('no renderer for the mail kind "no_such_kind"')
    expect(events).toContain('notice-failed')
    expect(sink!.messages).toHaveLength(0)
  })
})
