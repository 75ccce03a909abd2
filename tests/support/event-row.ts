/** An event row for the event modules' tests: an online chair-yoga session with registration here. */
import type { EventRow } from '~/lib/events'

export const at = (iso: string) => Date.parse(iso)

export function event(overrides: Partial<EventRow> = {}): EventRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    slug: 'chair-yoga',
    title: 'Wellness Thursday: Chair Yoga',
    summary: 'Gentle stretches.',
    description: 'Gentle stretches.\n\nNo mat needed.',
    starts_at: '2025-09-18T15:30:00+00:00',
    ends_at: '2025-09-18T15:45:00+00:00',
    time_zone: 'America/New_York',
    format: 'online',
    venue: null,
    address: null,
    banner_url: null,
    registration: 'on_site',
    registration_url: null,
    capacity: 20,
    registration_closes_at: null,
    status: 'published',
    created_at: '2025-01-01T00:00:00+00:00',
    updated_at: '2025-01-02T00:00:00+00:00',
    ...overrides,
  }
}
