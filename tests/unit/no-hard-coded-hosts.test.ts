/**
 * Every outbound address comes from configuration (app.config.ts), so an operator can
 * point the site at real pages without touching copy or components. This test reads
 * the source of the pages' words, components and routes and fails on any literal host.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const folders = ['app/content', 'app/components', 'app/routes']

/** Literal hosts that are not outbound links, each with the reason it may stay. */
const allowed: { file: string; text: string; why: string }[] = [
  { file: 'app/content/rightnow.ts', text: 'https://schema.org', why: 'JSON-LD vocabulary identifiers, never fetched or shown' },
  { file: 'app/content/rightnow.ts', text: 'schema.org', why: 'the comment naming that vocabulary' },
  { file: 'app/content/partnership-later.ts', text: 'linkedin.com', why: 'the LinkedIn field\'s hint names the host of a profile address (not a link)' },
  { file: 'app/content/admin.ts', text: 'https://example.com/photo.jpg', why: 'an input placeholder showing the expected format' },
  { file: 'app/content/admin.ts', text: 'example.com', why: 'the e-mail input placeholder' },
  { file: 'app/content/admin-resources.ts', text: 'https://example.com/cover.png', why: 'an input placeholder showing the expected format' },
  { file: 'app/content/admin-content.ts', text: 'https://example.com/photo.jpg', why: "a speaker photo's input placeholder showing the expected format" },
  { file: 'app/content/person-fields.ts', text: 'yourfirm.com', why: 'the e-mail input placeholder' },
]

/** `scheme://host` with a literal host, `mailto:` with a literal address, or a bare domain name. */
const hostPattern = /\b[a-z][a-z0-9+.-]*:\/\/[a-z0-9[][^\s'"`<>)]*|\bmailto:[^\s'"`$]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|co|dev|app|edu|gov|us)\b/gi

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name))
}

function literalHosts(file: string, text: string): string[] {
  return [...text.matchAll(hostPattern)]
    .map((match) => match[0])
    .filter((found) => !allowed.some((entry) => entry.file === file && found.startsWith(entry.text)))
}

describe('outbound addresses come from configuration', () => {
  it('finds no literal host in app/content, app/components or app/routes', () => {
    const files = folders.flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(50)
    const found = files.flatMap((file) => literalHosts(file, readFileSync(join(root, file), 'utf8')).map((host) => `${file}: ${host}`))
    expect(found).toEqual([])
  })

  it('recognises the shapes a hard-coded address takes (the check can fail)', () => {
    const file = 'app/content/example.ts'
    expect(literalHosts(file, "link: 'https://resources.example.com/library/x'")).toEqual(['https://resources.example.com/library/x'])
    expect(literalHosts(file, 'href="mailto:team@community.example.com"')).toEqual(['mailto:team@community.example.com'])
    expect(literalHosts(file, "base: 'downloads.example.org/files'")).toEqual(['downloads.example.org'])
    expect(literalHosts(file, 'href={`mailto:${mailboxes.community}`} href={links.signUp}')).toEqual([])
  })
})
