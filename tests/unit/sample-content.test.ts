/**
 * Honest copy: people, figures and schedules the operator has not given are rows the
 * site-content migration seeds marked is_example (docs/content.md says where staff replace them,
 * in /admin/content), each kind shown beside an "Example" note while a sample is left; the
 * pages' own words promise nothing extra.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { exampleNotes } from '~/content/site-content'
import { resourcesPageCopy } from '~/content/resources'
import { securityHubPage } from '~/content/securityhub'
import { featuredSpeakerSlug } from '~/content/speakers'
import { sessionTime } from '~/lib/content-pages'
import { seededRows } from '../support/seed-content'

const root = join(import.meta.dirname, '../..')
const contentDoc = readFileSync(join(root, 'docs/content.md'), 'utf8')
const replaceSection = contentDoc.slice(contentDoc.indexOf('# Content to replace before launch'), contentDoc.indexOf('\n## ', contentDoc.indexOf('# Content to replace before launch') + 5))
const kinds = ['faq_entries', 'testimonials', 'perks', 'speakers', 'agenda_sessions'] as const

describe('sample content', () => {
  it('is no longer code: app/content/sample-content is gone, every kind a seeded row marked Example', () => {
    expect(existsSync(join(root, 'app/content/sample-content'))).toBe(false)
    for (const kind of kinds) {
      const rows = seededRows(kind)
      expect(rows.length, kind).toBeGreaterThan(0)
      for (const row of rows) expect(row.is_example, kind).toBe(true)
    }
  })

  it('is listed in the docs/content.md section "Content to replace before launch", kind by kind, with where to replace it', () => {
    expect(replaceSection.length).toBeGreaterThan(200)
    expect(replaceSection).toContain('/admin/content')
    for (const kind of ['FAQ', 'Testimonials', 'Perks', 'Speakers', 'Agenda']) expect(replaceSection, kind).toContain(kind)
  })

  it('has an "Example" note for every kind of sample a page shows', () => {
    const notes: string[] = [...Object.values(exampleNotes), resourcesPageCopy.exampleNote, securityHubPage.resources.exampleNote]
    for (const note of notes) expect(note).toMatch(/^Example [a-z]+: /)
  })

  it('gives each sample speaker a slot of their own, the featured one the 10:30-11:30 AM slot', () => {
    const speakers = seededRows('speakers')
    const slots = speakers.map((speaker) => `${speaker.session_day} ${speaker.session_starts_at}`)
    expect(new Set(slots).size).toBe(speakers.length)
    const featured = speakers.find((speaker) => speaker.slug === featuredSpeakerSlug)!
    expect(sessionTime(featured.session_starts_at as string, featured.session_ends_at as string)).toBe('10:30-11:30 AM')
  })

  it('keeps sample people and figures out of every content module', () => {
    const modules = readdirSync(join(root, 'app/content')).filter((file) => file.endsWith('.ts'))
    const text = modules.map((file) => readFileSync(join(root, 'app/content', file), 'utf8')).join('\n')
    for (const speaker of seededRows('speakers')) expect(text).not.toContain(speaker.name)
    for (const quote of seededRows('testimonials')) expect(text).not.toContain(quote.author)
    for (const perk of seededRows('perks')) expect(text).not.toContain(perk.savings)
    // Promises no one has made: completion times, billing behaviour, carried-over plans.
    for (const promise of ['within two weeks', 'charged automatically', 'honoured', 'Save up to', 'be rewarded for every']) {
      expect(text, promise).not.toContain(promise)
    }
  })
})
