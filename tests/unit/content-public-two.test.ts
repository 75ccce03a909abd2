import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { perksPage, perksStats } from '~/content/perks'
import { securityHubPage } from '~/content/securityhub'
import { agendaDays } from '~/lib/content-pages'
import { seededRows } from '../support/seed-content'
import { formatResourceMonth } from '~/content/resources'
import { conferencePageMeta, invitePageMeta, pageMeta } from '~/content/page-meta'
import {
  agendaIntro,
  agendaTitle,
  conferenceFacts,
  conferencePastDescription,
  registrationToast,
  rightNowOfferFaq,
  rightNowPage,
} from '~/content/rightnow'
import { registrationCopy } from '~/content/events'
import { featuredSpeakerSlug } from '~/content/speakers'
import { claimOfferPage, claimToast } from '~/content/claim-offer'
import { connect2025Page, memberBenefitsSection, rightNow2025Page } from '~/content/community-invite'
import { faqPageJsonLd, serializeJsonLd } from '~/lib/structured-data'

const samplePerks = seededRows('perks') as unknown as { title: string; description: string; discount: string; savings: string; category: string; features: string[] }[]
const speakers = seededRows('speakers') as unknown as { slug: string; name: string; title: string; firm: string; session_title: string; abstract: string }[]
const findSpeaker = (slug: string) => speakers.find((speaker) => speaker.slug === slug)
const faqOf = (place: string) => seededRows('faq_entries').filter((entry) => (entry.places as string[]).includes(place)) as unknown as { question: string; answer: string }[]
const securityFaq = faqOf('securityhub')
const rightNowAgenda = agendaDays(
  seededRows('agenda_sessions').map((row, index) => ({ id: String(index), day: row.day as number, starts_at: row.starts_at as string, title: row.title as string, description: row.description as string })),
  { startsAt: null, timeZone: 'America/New_York' },
  (markdown) => markdown,
)
const rightNowFaq = (offerValidUntil: string) => [...faqOf('rightnow'), rightNowOfferFaq(offerValidUntil)]

describe('/perks content', () => {
  it('shows the stats and partner metrics as written', () => {
    // The active-member figure is a setting (/admin/settings): it leads the row.
    expect(perksStats('10,000+').map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '10,000+ active members',
      '95% engagement rate',
      '50+ partner benefits',
    ])
    expect(perksPage.whyPartner.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '85% retention',
      '3.2x ROI',
      '150+ leads per month',
      '92% satisfaction',
    ])
  })

  it('has six sample perks with every field, and discounts within range', () => {
    expect(samplePerks).toHaveLength(6)
    for (const perk of samplePerks) {
      for (const value of [perk.title, perk.description, perk.discount, perk.savings, perk.category]) expect(value.trim()).not.toBe('')
      expect(perk.features.length).toBeGreaterThan(0)
      const percent = /^(\d+)% off$/.exec(perk.discount)
      const months = /^(\d+) months free$/.exec(perk.discount)
      expect(percent || months, perk.discount).toBeTruthy()
      if (percent) expect(Number(percent[1])).toBeGreaterThanOrEqual(30)
      if (percent) expect(Number(percent[1])).toBeLessThanOrEqual(50)
      if (months) expect(Number(months[1])).toBeGreaterThanOrEqual(3)
      if (months) expect(Number(months[1])).toBeLessThanOrEqual(6)
    }
    expect(perksPage.perks.locked).toBe('Member Access Required')
  })

  it('has 3 steps for members and 3 for vendors', () => {
    expect(perksPage.howItWorks.members.steps).toHaveLength(3)
    expect(perksPage.howItWorks.vendors.steps).toHaveLength(3)
  })
})

describe('/securityhub content', () => {
  it('has the six questions, in order', () => {
    expect(securityFaq).toHaveLength(6)
    expect(securityFaq.map((item) => item.question)).toEqual([
      'What is included in the free 60-day trial?',
      'Can I access the security resources without joining?',
      'Will I be billed when the trial ends?',
      'Is this relevant for accounting firms?',
      'How much time does it take?',
      'Why is this offer only for our security partner’s users?',
    ])
    const json = JSON.parse(serializeJsonLd(faqPageJsonLd(securityFaq)))
    expect(json['@type']).toBe('FAQPage')
    expect(json.mainEntity).toHaveLength(6)
  })

  it('dates its resource cards by month and year, and claims with Claim Offer to Access', () => {
    expect(formatResourceMonth('2025-03-01')).toBe('March 2025')
    expect(formatResourceMonth('2025-12-31')).toBe('December 2025')
    expect(securityHubPage.resources.claim).toBe('Claim Offer to Access')
  })

  it('makes the claims as the operator states them', () => {
    const text = JSON.stringify({ securityHubPage, securityFaq })
    for (const claim of ['over $1,000', '20+ courses', 'over 40% of our members', '30-60 minutes a week', '60-day']) {
      expect(text).toContain(claim)
    }
    expect(securityHubPage.hero.note).toBe('No credit card required')
    expect(securityHubPage.pillars.items).toHaveLength(3)
    expect(securityHubPage.benefits.items.map((item) => item.id)).toEqual(['events', 'premium-resources', 'expert-access'])
  })
})

describe('community invite pages’ head', () => {
  const when = { date: 'Wednesday, June 3, 2026', time: '2:00-3:00 PM EDT' }
  it('offers the roundtable’s spot, on its own date, only while the page offers it', () => {
    expect(invitePageMeta('connect2025', { reservable: true, when }).description).toBe(
      'For Connect 2025 attendees: join the community with your invitation and reserve your spot at the follow-up roundtable on Wednesday, June 3, 2026, 2:00-3:00 PM EDT.',
    )
    expect(invitePageMeta('connect2025', { reservable: true, when: null }).description).toBe(
      'For Connect 2025 attendees: join the community with your invitation and reserve your spot at the follow-up roundtable.',
    )
    expect(invitePageMeta('connect2025', { reservable: false, when })).toEqual(pageMeta.connect2025)
    expect(invitePageMeta('rightNow2025', { reservable: true, when }).description).toContain('reserve your spot at the monthly roundtable')
    expect(invitePageMeta('rightNow2025', null)).toEqual(pageMeta.rightNow2025)
    expect(`${pageMeta.connect2025.description} ${pageMeta.rightNow2025.description}`).not.toMatch(/reserve|\d{1,2}:\d{2}/)
  })
})

describe('/claim-offer head', () => {
  it('says until when the offer runs, and once it ended, that it did', () => {
    expect(conferencePageMeta.claimOffer({ open: true, endsOnText: 'March 31, 2027' }).description).toBe(
      'RightNOW attendees: claim a complimentary Core Advantage membership for up to 5 firm members, a $2,500 value, valid until March 31, 2027.',
    )
    expect(conferencePageMeta.claimOffer({ open: false, endsOnText: 'March 31, 2027' }).description).toBe(
      'The complimentary Core Advantage membership for RightNOW attendees ended on March 31, 2027: claims are no longer accepted.',
    )
    expect(pageMeta.claimOffer.description).not.toMatch(/until/)
  })
})

describe('/rightnow content', () => {
  it('states the event details from the conference’s event: dates, hours, seats, and the operator’s rules', () => {
    expect(conferenceFacts({ dates: { range: 'November 15-16, 2025', hours: '9:00 AM-5:00 PM EST' }, days: 2, capacity: 100, format: 'in_person' }).map((fact) => fact.value)).toEqual([
      'November 15-16, 2025',
      '9:00 AM to 5:00 PM EST both days',
      '100 attendees',
      'In person only',
      'Sessions are not recorded',
    ])
    expect(conferenceFacts({ dates: { range: 'May 4-6, 2026', hours: '9:00 AM-5:00 PM EDT' }, days: 3, capacity: null, format: 'hybrid' }).map((fact) => fact.value)).toEqual([
      'May 4-6, 2026',
      '9:00 AM to 5:00 PM EDT each day',
      'In person and online',
      'Sessions are not recorded',
    ])
  })

  it('says how many days, how it is attended and how many seats as staff set the conference, never fixed words', () => {
    const { hero, details, closing } = rightNowPage
    expect(hero.title(2)).toBe('Two Days to Move Your Firm Forward, Right Now')
    expect(hero.title(1)).toBe('One Day to Move Your Firm Forward, Right Now')
    expect(hero.title(3)).toBe('Three Days to Move Your Firm Forward, Right Now')
    expect(hero.title(null)).toBe('Move Your Firm Forward, Right Now')
    expect(hero.lead('in_person')).toMatch(/^An in-person conference for accounting firm leaders/)
    expect(hero.lead('online')).toMatch(/^An online conference for/)
    expect(hero.where('in_person', 100)).toBe('In person only, 100 seats')
    expect(hero.where('online', null)).toBe('Online only')
    expect(details.intro('in_person', 100)).toBe('A small room on purpose: 100 attendees, in person only.')
    expect(details.intro('hybrid', 150)).toBe('150 attendees, in person and online.')
    expect(details.intro('online', null)).toBe('Online only.')
    expect(closing.text(2, 'in_person', 'November 15-16, 2025', 100)).toBe('Two days in person, November 15-16, 2025, for at most 100 attendees.')
    expect(closing.text(1, 'online', 'May 4, 2026', null)).toBe('One day online, May 4, 2026.')
    expect(closing.text(null, 'in_person', 'Dates to be announced', null)).toBe('In person, Dates to be announced.')
    for (const item of rightNowPage.whatYouGet.items) expect(item.description).not.toMatch(/\d{2,}/)
  })

  it('introduces the agenda with the event’s own days and hours, and says sessions may change only before it', () => {
    const hours = { hours: '9:00 AM-5:00 PM EST' }
    const twoDays = { dates: hours, days: 2 }
    expect(agendaTitle(2)).toBe('The 2-Day Agenda')
    expect(agendaTitle(3)).toBe('The 3-Day Agenda')
    expect(agendaTitle(1)).toBe('The Agenda')
    expect(agendaTitle(null)).toBe('The Agenda')
    expect(agendaIntro({ ...twoDays, phase: 'upcoming' })).toBe('Both days run from 9:00 AM to 5:00 PM EST. Session details may be refined before the event.')
    expect(agendaIntro({ ...twoDays, phase: 'ongoing' })).toBe('Both days run from 9:00 AM to 5:00 PM EST.')
    expect(agendaIntro({ ...twoDays, phase: 'past' })).toBe('Both days ran from 9:00 AM to 5:00 PM EST.')
    expect(agendaIntro({ dates: { hours: '8:30 AM-4:00 PM EDT' }, days: 3, phase: 'upcoming' })).toBe('Each day runs from 8:30 AM to 4:00 PM EDT. Session details may be refined before the event.')
    expect(agendaIntro({ dates: hours, days: 1, phase: 'upcoming' })).toBe('The conference runs from 9:00 AM to 5:00 PM EST. Session details may be refined before the event.')
    expect(agendaIntro({ dates: hours, days: 1, phase: 'past' })).toBe('The conference ran from 9:00 AM to 5:00 PM EST.')
    expect(agendaIntro({ dates: null, days: 1, phase: 'tba' })).toBe('Session details may be refined before the event.')
  })

  it('describes the page from the conference’s event: its name, dates, hours and seats, or that it took place', () => {
    const conference = { title: 'RightNOW Conference 2026', days: 3, format: 'in_person' as const, capacity: 80, dates: { range: 'May 4-6, 2026', hours: '8:30 AM-4:00 PM EDT' } }
    expect(conferencePageMeta.rightNow({ ...conference, phase: 'upcoming' })).toEqual({
      title: 'RightNOW Conference 2026',
      description: 'RightNOW Conference 2026: 3 in-person days for accounting firm leaders, May 4-6, 2026, 8:30 AM to 4:00 PM EDT, limited to 80 attendees. Agenda, attendee offer and FAQ.',
    })
    expect(conferencePageMeta.rightNow({ ...conference, days: 1, capacity: null, phase: 'ongoing' }).description).toBe(
      'RightNOW Conference 2026: one in-person day for accounting firm leaders, May 4-6, 2026, 8:30 AM to 4:00 PM EDT. Agenda, attendee offer and FAQ.',
    )
    expect(conferencePageMeta.rightNow({ ...conference, format: 'online', phase: 'upcoming' }).description).toMatch(/: 3 online days for/)
    expect(conferencePageMeta.rightNow({ ...conference, phase: 'past' }).description).toBe('RightNOW Conference 2026 took place on May 4-6, 2026. See its agenda, its speakers and the attendee offer.')
    expect(conferencePageMeta.rightNow({ ...conference, dates: null, phase: 'tba' })).toEqual({
      title: 'RightNOW Conference 2026',
      description: 'RightNOW: an in-person conference for accounting firm leaders. Agenda, attendee offer and FAQ.',
    })
    expect(conferencePageMeta.rightNow({ ...conference, format: 'online', dates: null, phase: 'tba' }).description).toMatch(/^RightNOW: an online conference for/)
    expect(conferencePageMeta.rightNow(null)).toBe(pageMeta.rightNow)
    expect(pageMeta.rightNow.description).not.toMatch(/\d/)
  })

  it('has a 2-day agenda within the event hours', () => {
    expect(rightNowAgenda).toHaveLength(2)
    for (const day of rightNowAgenda) {
      expect(day.items[0]?.time).toBe('9:00 AM')
      expect(day.items.at(-1)?.time).toBe('5:00 PM')
    }
  })

  it('states the offer and the FAQ rules', () => {
    const offer = JSON.stringify(rightNowPage.offer)
    for (const text of ['Core Advantage', 'up to 5 firm members', '$500 per month per firm', '$1,000', '$2,500']) {
      expect(offer).toContain(text)
    }
    // The offer's last day is a setting: the words take it.
    expect(rightNowPage.offer.validUntil('December 31, 2025')).toBe('Valid until December 31, 2025')
    const faq = JSON.stringify(rightNowFaq('December 31, 2025'))
    expect(faq).toContain('full refund up to 30 days before')
    expect(faq).toContain('Within 30 days')
    expect(faq).toContain('Wednesday May 28, 10:00-11:00 AM EST')
  })

  it('uses the registration toast', () => {
    expect(registrationToast).toEqual({
      title: 'Registration received',
      description: "Thank you for registering for RightNOW! We'll be in touch soon with more details.",
    })
  })

  it('shows the spec’s toast for the conference, and says after it that it took place', () => {
    expect(registrationCopy.received('RightNOW Conference 2025', true)).toEqual(registrationToast)
    expect(conferencePastDescription('RightNOW Conference 2025', 'November 15-16, 2025')).toBe('RightNOW Conference 2025 took place on November 15-16, 2025.')
    expect(rightNowFaq('December 31, 2025').at(-1)?.answer).toContain('valid until December 31, 2025')
  })
})

describe('speakers', () => {
  it('has 3 or 4 speakers with unique, URL-safe slugs', () => {
    expect(speakers.length).toBeGreaterThanOrEqual(3)
    expect(speakers.length).toBeLessThanOrEqual(4)
    expect(new Set(speakers.map((speaker) => speaker.slug)).size).toBe(speakers.length)
    for (const speaker of speakers) {
      expect(speaker.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      for (const value of [speaker.name, speaker.title, speaker.firm, speaker.session_title, speaker.abstract]) expect(value.trim()).not.toBe('')
    }
  })

  it('finds known speakers only', () => {
    expect(findSpeaker(featuredSpeakerSlug)).toBeDefined()
    expect(findSpeaker('nobody-here')).toBeUndefined()
    expect(findSpeaker('')).toBeUndefined()
  })
})

describe('/claim-offer and the invite pages', () => {
  it("keeps the claim toast's title, says the claim was received, and needs three fields", () => {
    expect(claimToast).toEqual({
      title: 'Success!',
      description: 'We received your claim. We will confirm your Core Advantage membership by email.',
    })
    expect(claimOfferPage.form.fields.map((field) => [field.name, field.type])).toEqual([
      ['fullName', 'text'],
      ['email', 'email'],
      ['firmName', 'text'],
    ])
  })

  it('gives each invite page its own roundtable event', () => {
    expect(rightNow2025Page.roundtable.details.eventSlug).toBe('rightnow-monthly-roundtable')
    expect(connect2025Page.roundtable.details.eventSlug).toBe('connect-2025-follow-up-roundtable')
    expect(rightNow2025Page.roundtable.reserve).toBe('Reserve Your Spot')
    expect(connect2025Page.roundtable.reserve).toBe('Reserve Your Spot')
    expect(findSpeaker(rightNow2025Page.speaker.slug)).toBeDefined()
    expect(findSpeaker(connect2025Page.speaker.slug)).toBeDefined()
    expect(memberBenefitsSection.items.length).toBeGreaterThan(0)
  })
})

describe('content modules of these pages', () => {
  const files = [
    'creators',
    'creator-levels',
    'perks',
    'onboarding',
    'partner-guidelines',
    'securityhub',
    'rightnow',
    'speakers',
    'claim-offer',
    'community-invite',
  ]
  // Outbound addresses and e-mail hosts are held by no-hard-coded-hosts.test.ts.
  it.each(files)('%s.ts names no brand', (name) => {
    const source = readFileSync(new URL(`../../app/content/${name}.ts`, import.meta.url), 'utf8')
    expect(source).not.toMatch(/Ledgerline/i)
  })
})
