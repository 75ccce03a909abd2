/**
 * The words of the RightNOW conference's session pages (/rightnow/$name). The speakers
 * themselves are rows of public.speakers, edited in /admin/content; the conference's name is a
 * setting, and so is the post-event group the pages invite to.
 */
import { describeDate } from '~/lib/event-time'
import type { PostEventGroup } from '~/lib/post-event-group'

/** The speaker the community invite pages link to. */
export const featuredSpeakerSlug = 'sofia-martinez'

export const speakerPage = {
  /** Over the session's title, after the conference's name (a setting). */
  eyebrow: (conference: string) => `${conference} · Speaker Session`,
  session: {
    title: 'Session Details',
    eventLabel: 'Event',
    /** The conference's name while the settings have none. */
    event: 'RightNOW Conference',
    stageLabel: 'Stage',
    dayLabel: 'Date',
    timeLabel: 'Time',
  },
  aboutSession: 'About the Session',
  takeawaysTitle: 'You Will Leave With',
  postEvent: {
    eyebrow: 'After the conference',
    title: 'Keep the Conversation Going',
    text: 'Join the post-event group to put the session into practice with fellow attendees.',
    rsvp: 'RSVP for the Post-Event Group',
  },
  heroRsvp: 'RSVP Now',
  otherSpeakers: 'More RightNOW Speakers',
  viewSession: 'View session',
  backToEvent: 'About the RightNOW Conference',
} as const

/** The post-event group's facts, from the settings staff keep (app/lib/post-event-group.ts). */
export function postEventFacts(group: PostEventGroup): { id: 'sessions' | 'schedule' | 'recordings'; label: string; detail: string }[] {
  const single = group.sessions === 1
  const facts: ReturnType<typeof postEventFacts> = [
    {
      id: 'sessions',
      label: single ? 'One session' : `${group.sessions} weekly sessions`,
      detail: single ? describeDate(group.firstSession) : group.started ? `Through ${describeDate(group.lastSession)}` : `Starting ${describeDate(group.firstSession)}`,
    },
    { id: 'schedule', label: single ? group.weekday : `${group.weekday}s`, detail: group.time },
  ]
  if (group.recordings) facts.push({ id: 'recordings', label: 'Recordings', detail: 'Available to all registrants' })
  return facts
}
