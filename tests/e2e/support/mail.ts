/**
 * The mail this worker's server sent during the run, as the worker's SMTP sink kept it (one JSON
 * file per mail in its folder: playwright.config.ts starts the sinks, scripts/lib/mail-sink.mjs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { e2eMailDir } from '../../../playwright.config'

export interface SentMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
}

function sentMail(): SentMail[] {
  const dir = e2eMailDir
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SentMail)
}

/** How many mails to `address` the sink holds now: a later `nextMailTo` waits for one after these. */
export function mailCountTo(address: string): number {
  return sentMail().filter((mail) => mail.to.includes(address)).length
}

/** Waits for a mail to `address` beyond the first `after` ones, and answers it. */
export async function nextMailTo(
  address: string,
  after: number,
  timeout = 20_000,
): Promise<SentMail> {
  let found: SentMail | undefined
  await expect
    .poll(
      () => {
        found = sentMail().filter((mail) => mail.to.includes(address))[after]
        return found !== undefined
      },
      { timeout, message: `a mail to ${address}` },
    )
    .toBe(true)
  return found!
}

/** The path and query of the link a staff mail carries (/admin/password?token=…). */
export function staffLinkIn(mail: SentMail): string {
  const match = /\/admin\/password\?token=[0-9a-f]{64}/.exec(mail.text)
  if (!match) throw new Error(`no password link in the mail "${mail.subject}":\n${mail.text}`)
  return match[0]
}
