/** Types for scripts/generate-seed.mjs (imported by supabase/tests/seed.test.ts). */
export interface SampleExpertInput {
  name: string
  role?: string | null
  description?: string | null
  image_url?: string | null
  is_active: boolean
}

/** A sample application or claim of supabase/sample-submissions.json. */
export interface SampleSubmissionInput {
  idempotency_key: string
  days_ago: number
  [column: string]: unknown
}

export interface SampleSubmissionsInput {
  applications: readonly SampleSubmissionInput[]
  claims: readonly SampleSubmissionInput[]
}

/** The SQL of supabase/seed.sql for these samples; throws a TypeError on a malformed list. */
export function renderSeed(experts: readonly SampleExpertInput[], submissions: SampleSubmissionsInput): string
