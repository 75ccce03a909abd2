/**
 * The words of the RightNOW conference's session pages (/rightnow/$name). The speakers
 * themselves are rows of public.speakers, edited in /admin/content; the conference's name is a
 * setting.
 */

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
    stage: 'Main Stage',
    dayLabel: 'Date',
    timeLabel: 'Time',
  },
  aboutSession: 'About the Session',
  takeawaysTitle: 'You Will Leave With',
  postEvent: {
    eyebrow: 'After the conference',
    title: 'Keep the Conversation Going',
    text: 'Join the post-event group to put the session into practice with fellow attendees.',
    facts: [
      { id: 'sessions', label: '6 weekly sessions', detail: 'Starting May 15, 2025' },
      { id: 'schedule', label: 'Thursdays', detail: '2:00-3:00 PM EDT' },
      { id: 'recordings', label: 'Recordings', detail: 'Available to all registrants' },
    ],
    rsvp: 'RSVP for the Post-Event Group',
  },
  heroRsvp: 'RSVP Now',
  otherSpeakers: 'More RightNOW Speakers',
  viewSession: 'View session',
  backToEvent: 'About the RightNOW Conference',
} as const
