// A local SMTP sink (smtp-server from npm): accepts every message without authentication and
// keeps it, parsed by mailparser, for the notices' tests and lane and for watching the site's
// notices in development (`npm run mail-sink`). Never a real mail server: it delivers nothing.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'

/** One received mail as a JSON file in `dir` (the browser suite reads them: tests/e2e/support/mail.ts). */
function keep(dir, mail, index) {
  const to = Array.isArray(mail.to) ? mail.to.flatMap((entry) => entry.value) : (mail.to?.value ?? [])
  const record = { to: to.map((entry) => entry.address), from: mail.from?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' }
  writeFileSync(join(dir, `${String(index).padStart(6, '0')}.json`), JSON.stringify(record))
}

/**
 * @param {{ port?: number, host?: string, dir?: string, onMessage?: (mail: import('mailparser').ParsedMail) => void }} [options]
 * @returns {Promise<{ port: number, messages: import('mailparser').ParsedMail[], close(): Promise<void> }>}
 */
export async function startMailSink({ port = 0, host = '127.0.0.1', dir, onMessage } = {}) {
  /** @type {import('mailparser').ParsedMail[]} */
  const messages = []
  if (dir) mkdirSync(dir, { recursive: true })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          if (dir) keep(dir, mail, messages.length)
          onMessage?.(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.MAIL_SINK_PORT || 2525)
  await startMailSink({
    port,
    // Also kept as JSON files there, one per mail (the browser suite reads them).
    dir: process.env.MAIL_SINK_DIR || undefined,
    onMessage: (mail) => {
      console.log(`\n--- ${mail.date?.toISOString() ?? ''} ${mail.messageId ?? ''}`)
      console.log(`From: ${mail.from?.text ?? ''}\nTo: ${Array.isArray(mail.to) ? mail.to.map((to) => to.text).join(', ') : (mail.to?.text ?? '')}\nSubject: ${mail.subject ?? ''}\n`)
      console.log(mail.text ?? '')
    },
  })
  console.log(`mail sink listening on smtp://127.0.0.1:${port} (every message is printed here, none is delivered)`)
}
