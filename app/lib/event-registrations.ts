/** An event's registrations as admins export them (the inbox's CSV pattern). */
import { toCsv } from './csv'
import type { RegistrationStatus } from '~/domain/statuses'
import type { RegistrationMailState } from '~/domain/visitor-mail'

export type { RegistrationMailState }

/** A registration as admins read it. */
export interface Registration {
  id: string
  event_id: string
  full_name: string
  email: string
  firm_name: string
  status: RegistrationStatus
  created_at: string
}

/** A registration on the admin page: whether its confirmation (or waitlist) e-mail went out; null when none was queued. */
export interface AdminRegistration extends Registration {
  mail_state: RegistrationMailState | null
}

export interface RegistrationRow {
  full_name: string
  email: string
  firm_name: string
  status: RegistrationStatus
  created_at: string
}

export function registrationsCsv(rows: readonly RegistrationRow[]): string {
  return toCsv(
    ['Registered', 'Status', 'Name', 'Email', 'Firm'],
    rows.map((row) => [row.created_at, row.status, row.full_name, row.email, row.firm_name]),
  )
}

/** A dated file name for an export, e.g. `registrations-rightnow-2025-2026-11-24.csv`. */
export function registrationsFileName(eventSlug: string, day: string): string {
  return `registrations-${eventSlug}-${day}.csv`
}

/** Confirmed registrations against the seats: '12 / 100', or '12' without a limit. */
export function seatsTaken(confirmed: number, capacity: number | null): string {
  return capacity ? `${confirmed} / ${capacity}` : String(confirmed)
}
