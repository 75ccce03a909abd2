/** Types for scripts/generate-seed.mjs (imported by supabase/tests/seed.test.ts). */
export interface SampleExpertInput {
  name: string
  role?: string | null
  description?: string | null
  image_url?: string | null
  is_active: boolean
}

/** The SQL of supabase/seed.sql for these experts; throws a TypeError on a malformed list. */
export function renderSeed(experts: readonly SampleExpertInput[]): string
