/** The seed's experts (supabase/sample-experts.json), and the server-HTML helpers the tests of them share. */
import { readFileSync } from 'node:fs'

interface SampleExpert {
  name: string
  role: string
  image_url: string
  is_active: boolean
}

const sampleExperts = JSON.parse(readFileSync(new URL('../../../supabase/sample-experts.json', import.meta.url), 'utf8')) as SampleExpert[]
export const activeExperts = sampleExperts.filter((expert) => expert.is_active)
export const inactiveExperts = sampleExperts.filter((expert) => !expert.is_active)

/**
 * The production server keeps rendered expert pages for a few seconds (page cache, keyed by
 * path and query): tests that depend on the backend's current state ask for a path of their own.
 */
export function uncached(path: string) {
  return `${path}?render=${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/** A name as React writes it into the server HTML. */
export function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}
