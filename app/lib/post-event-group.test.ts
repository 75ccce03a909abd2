import { describe, expect, it } from 'vitest'
import { currentPostEventGroup } from './post-event-group'

const settings = { firstSession: '2025-05-15', sessions: 6, time: '2:00-3:00 PM EDT', recordings: true }

describe('currentPostEventGroup', () => {
  it('invites to the group through its last weekly session’s day, then not at all', () => {
    expect(currentPostEventGroup(settings, '2025-05-01')).toEqual({
      firstSession: '2025-05-15',
      lastSession: '2025-06-19',
      sessions: 6,
      weekday: 'Thursday',
      time: '2:00-3:00 PM EDT',
      recordings: true,
      started: false,
    })
    expect(currentPostEventGroup(settings, '2025-05-15')?.started).toBe(false)
    expect(currentPostEventGroup(settings, '2025-05-16')?.started).toBe(true)
    expect(currentPostEventGroup(settings, '2025-06-19')?.lastSession).toBe('2025-06-19')
    expect(currentPostEventGroup(settings, '2025-06-20')).toBeNull()
  })

  it('is none without a first session, and one session ends on its own day', () => {
    expect(currentPostEventGroup({ ...settings, firstSession: null }, '2025-05-01')).toBeNull()
    expect(currentPostEventGroup({ ...settings, sessions: 1, firstSession: '2026-12-01' }, '2026-12-01')).toMatchObject({ lastSession: '2026-12-01', weekday: 'Tuesday' })
    expect(currentPostEventGroup({ ...settings, sessions: 1, firstSession: '2026-12-01' }, '2026-12-02')).toBeNull()
  })
})
