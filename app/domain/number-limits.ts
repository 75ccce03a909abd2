/**
 * The ranges of the numeric columns the database checks (`column between min and max`), per
 * table (tests/unit/domain-matches-migrations.test.ts proves them equal).
 */
export const numberLimits = {
  events: { capacity: { min: 1, max: 100_000 } },
  resources: { file_size: { min: 1, max: 8 * 1024 * 1024 } },
  speakers: { session_day: { min: 1, max: 14 } },
  agenda_sessions: { day: { min: 1, max: 14 } },
  site_settings: { post_event_sessions: { min: 1, max: 52 } },
} as const
