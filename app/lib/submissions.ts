/**
 * Partnership applications and offer claims as admins see them, and the pure logic
 * around them: the applicant's reference code and the CSV export (the lists are searched in
 * SQL: app/server/submissions.server.ts).
 */
import type { Tables } from './database.types'
import { toCsv } from './csv'
import type { ApplicationStatus, ClaimStatus } from '~/domain/statuses'

export type Application = Omit<Tables<'partnership_applications'>, 'idempotency_key' | 'status'> & {
  status: ApplicationStatus
}
export type Claim = Omit<Tables<'offer_claims'>, 'idempotency_key' | 'status'> & { status: ClaimStatus }

/** The columns admins read (everything but the idempotency key). */
export const applicationColumns =
  'id, reference, status, internal_note, partnership_types, professional_roles, experience, digital_reach, expertise_method, expertise_areas, motivation, estimated_level, contact_name, contact_email, contact_company, contact_phone, contact_title, contact_linkedin, created_at, updated_at'
export const claimColumns = 'id, full_name, email, firm_name, status, created_at'

/* ------------------------------------------------------------------ reference code */

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is unambiguous. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * The applicant's short reference: 'APP-' and 8 characters derived from the idempotency
 * key (40 bits of its SHA-256). The same key always gives the same code, so a retried
 * submission answers the code of the row already stored without reading it back.
 */
export async function applicationReference(idempotencyKey: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(idempotencyKey)))
  let bits = 0n
  for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte)
  let code = ''
  for (let index = 0; index < 8; index++) {
    code = CROCKFORD[Number(bits & 31n)]! + code
    bits >>= 5n
  }
  return `APP-${code}`
}

/* ------------------------------------------------------------------ CSV export */

const applicationCsvHeader = [
  'Reference',
  'Submitted',
  'Status',
  'Name',
  'Email',
  'Company',
  'Title',
  'Phone',
  'LinkedIn',
  'Partnership types',
  'Professional roles',
  'Experience',
  'Digital reach',
  'Expertise method',
  'Expertise areas',
  'Estimated level',
  'Motivation',
  'Internal note',
] as const

/** The stored answer columns an export names by their options' titles. */
export type ApplicationAnswerColumn =
  | 'partnership_types'
  | 'professional_roles'
  | 'experience'
  | 'digital_reach'
  | 'expertise_method'
  | 'expertise_areas'

/** How an export names a status and the chosen options: the words staff read (app/content's). */
export interface ApplicationCsvWords {
  status: (status: ApplicationStatus) => string
  answers: (column: ApplicationAnswerColumn, ids: readonly string[] | string | null) => string
}

export interface ClaimCsvWords {
  status: (status: ClaimStatus) => string
}

export function applicationsCsv(rows: readonly Application[], words: ApplicationCsvWords): string {
  return toCsv(
    applicationCsvHeader,
    rows.map((row) => [
      row.reference,
      row.created_at,
      words.status(row.status),
      row.contact_name,
      row.contact_email,
      row.contact_company,
      row.contact_title,
      row.contact_phone,
      row.contact_linkedin,
      words.answers('partnership_types', row.partnership_types),
      words.answers('professional_roles', row.professional_roles),
      words.answers('experience', row.experience),
      words.answers('digital_reach', row.digital_reach),
      words.answers('expertise_method', row.expertise_method),
      words.answers('expertise_areas', row.expertise_areas),
      row.estimated_level,
      row.motivation,
      row.internal_note,
    ]),
  )
}

export function claimsCsv(rows: readonly Claim[], words: ClaimCsvWords): string {
  return toCsv(
    ['Submitted', 'Status', 'Name', 'Email', 'Firm'],
    rows.map((row) => [row.created_at, words.status(row.status), row.full_name, row.email, row.firm_name]),
  )
}

/** A dated file name for an export, e.g. `applications-2026-11-23.csv` (`day`: the site's day of the export). */
export function exportFileName(kind: 'applications' | 'claims', day: string): string {
  return `${kind}-${day}.csv`
}
