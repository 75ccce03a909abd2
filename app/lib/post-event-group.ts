/**
 * The post-event group the speakers' pages invite to, as staff set it in /admin/settings: its
 * first session's day, how many weekly sessions, their time as staff write it, and whether
 * registrants get the recordings. The pages invite to it until its last session's day is over.
 */
import { addDays } from './calendar-day'

export interface PostEventGroupSettings {
  /** null: the site invites to no group. */
  firstSession: string | null
  sessions: number
  time: string
  recordings: boolean
}

export interface PostEventGroup {
  firstSession: string
  lastSession: string
  sessions: number
  /** The sessions' weekday ('Thursday'), the first session's. */
  weekday: string
  time: string
  recordings: boolean
  /** Whether the first session's day is over: the group is under way. */
  started: boolean
}

/** The group as visitors are invited to it on `today` (the site's day, YYYY-MM-DD); null once it is over or when there is none. */
export function currentPostEventGroup(settings: PostEventGroupSettings, today: string): PostEventGroup | null {
  const { firstSession } = settings
  if (!firstSession) return null
  const lastSession = addDays(firstSession, 7 * (settings.sessions - 1))
  if (today > lastSession) return null
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${firstSession}T12:00:00Z`))
  return { firstSession, lastSession, sessions: settings.sessions, weekday, time: settings.time, recordings: settings.recordings, started: today > firstSession }
}
