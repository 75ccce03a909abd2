/**
 * Honest copy: people, figures and schedules the operator has not given live only in
 * app/content/sample-content/, each listed in docs/content.md for replacement and shown
 * beside an "Example" note; the pages' own words promise nothing extra.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as sample from '~/content/sample-content'
import { featuredSpeakerSlug, findSpeaker } from '~/content/speakers'
import { resourcesPageCopy } from '~/content/resources'
import { securityHubPage } from '~/content/securityhub'

const root = join(import.meta.dirname, '../..')
const contentDoc = readFileSync(join(root, 'docs/content.md'), 'utf8')
const replaceSection = contentDoc.slice(contentDoc.indexOf('# Content to replace before launch'), contentDoc.indexOf('\n## ', contentDoc.indexOf('# Content to replace before launch') + 5))

describe('sample content', () => {
  it('is listed, export by export, in the docs/content.md section "Content to replace before launch"', () => {
    expect(replaceSection.length).toBeGreaterThan(200)
    const exports = Object.keys(sample).filter((name) => !name.endsWith('Note'))
    expect(exports.length).toBeGreaterThanOrEqual(5)
    for (const name of exports) expect(replaceSection, name).toContain(`\`${name}\``)
  })

  it('has an "Example" note for every kind of sample a page shows', () => {
    const notes = Object.entries(sample).filter(([name]) => name.endsWith('Note')).map(([, note]) => String(note))
    expect(notes.length).toBeGreaterThanOrEqual(5)
    // The resource library's samples are rows flagged is_example; their notes are the pages' own.
    notes.push(resourcesPageCopy.exampleNote, securityHubPage.resources.exampleNote)
    for (const note of notes) expect(note).toMatch(/^Example [a-z]+: /)
  })

  it('gives each sample speaker a slot of their own, the featured one the Main Stage 10:30-11:30 AM slot', () => {
    const slots = sample.sampleSpeakers.map((speaker) => `${speaker.day} ${speaker.time}`)
    expect(new Set(slots).size).toBe(sample.sampleSpeakers.length)
    expect(findSpeaker(featuredSpeakerSlug)?.time).toBe('10:30-11:30 AM')
    expect(findSpeaker('no-such-speaker')).toBeUndefined()
  })

  it('keeps sample people and figures out of every other content module', () => {
    const others = readdirSync(join(root, 'app/content')).filter((file) => file.endsWith('.ts'))
    const text = others.map((file) => readFileSync(join(root, 'app/content', file), 'utf8')).join('\n')
    for (const speaker of sample.sampleSpeakers) expect(text).not.toContain(speaker.name)
    for (const quote of sample.sampleTestimonials) expect(text).not.toContain(quote.author)
    for (const perk of sample.samplePerks) expect(text).not.toContain(perk.savings)
    // Promises no one has made: completion times, billing behaviour, carried-over plans.
    for (const promise of ['within two weeks', 'charged automatically', 'honoured', 'Save up to', 'be rewarded for every']) {
      expect(text, promise).not.toContain(promise)
    }
  })
})
