// Sample content (RightNOW agenda and venue): an example to replace before launch; see index.ts and docs/content.md.
import type { AgendaDay } from '~/content/rightnow'

/** Where the RightNOW conference takes place: not given yet. */
export const sampleVenue = 'Venue to be confirmed'

/** The RightNOW 2-day agenda: within the stated hours, 9:00 AM to 5:00 PM. */
export const sampleAgenda: readonly AgendaDay[] = [
  {
    id: 'day-1',
    label: 'Day 1',
    date: 'November 15, 2025',
    theme: 'Strategy and growth',
    items: [
      { time: '9:00 AM', title: 'Welcome and opening keynote', description: 'Where the profession is heading, and what it means for your firm.' },
      { time: '10:30 AM', title: 'Advisory in practice', description: 'How firms are building advisory services clients pay for.' },
      { time: '12:00 PM', title: 'Lunch and networking', description: 'Hosted tables by firm size and specialty.' },
      { time: '1:30 PM', title: 'Pricing for value workshop', description: 'Build a pricing model for one of your own services.' },
      { time: '3:30 PM', title: 'Firm leader roundtables', description: 'Small-group discussions on growth, capacity and hiring.' },
      { time: '5:00 PM', title: 'Close of day one', description: 'Takeaways and plans for the evening.' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2',
    date: 'November 16, 2025',
    theme: 'Technology, security and people',
    items: [
      { time: '9:00 AM', title: 'Technology keynote', description: 'Automation and AI in the close, with real firm examples.' },
      { time: '10:30 AM', title: 'Securing client data', description: 'The controls every firm needs, and how to explain them to clients.' },
      { time: '12:00 PM', title: 'Lunch and expert office hours', description: 'Bring your questions to the speakers.' },
      { time: '1:30 PM', title: 'Talent and culture panel', description: 'Recruiting, retaining and developing your team.' },
      { time: '3:30 PM', title: 'Your 90-day action plan', description: 'Turn two days of ideas into a plan with peers to hold you to it.' },
      { time: '5:00 PM', title: 'Closing remarks', description: 'Next steps, including the monthly roundtable for attendees.' },
    ],
  },
]

/** Shown beside this sample, so no visitor takes it for fact. */
export const agendaNote = 'Example agenda: the session times and titles are placeholders, not a confirmed programme.'
