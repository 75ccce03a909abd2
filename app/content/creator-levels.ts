/**
 * Creator levels of the levels page, one card each.
 * Names, colours and engagement types come from the creator level table, the same
 * one /creators and the partnership application read.
 */
import { creatorLevelNames, formatTitlesFor, levelBadgeColors, type BadgeColor, type CreatorLevelName } from './creator-level-table'

export { creatorLevelNames, type BadgeColor, type CreatorLevelName }

/**
 * Where a card button leads. Card buttons that did nothing would be dead ends; a dead button fails
 * a visitor, so each one goes where its label promises:
 * - `application`: the partnership application (/partnership-application);
 * - `opportunities`: the opportunities section of /creators, filtered by eye to the level;
 * - `scheduling`: the external scheduling page, in a new tab.
 */
export type LevelCtaTarget = 'application' | 'opportunities' | 'scheduling'

export interface LevelCta {
  label: string
  target: LevelCtaTarget
}

export interface ValueProp {
  title: string
  description: string
}

export interface CreatorLevelCard {
  id: string
  /** The numbered badge: 1 to 4. */
  level: number
  title: CreatorLevelName
  description: string
  badgeColor: BadgeColor
  engagementTypes: readonly string[]
  engagementDetails: string
  primaryCTA: LevelCta
  secondaryCTA: LevelCta
  valueProps: readonly ValueProp[]
}

export const creatorLevelsPage = {
  hero: {
    eyebrow: 'Creator Levels',
    title: 'Grow Your Influence, One Level at a Time',
    lead: 'Whether you are sharing your first workshop or leading the conversation for the whole profession, there is a level built for where you are today and where you want to go next.',
    primary: 'Apply for Partnership',
    secondary: 'Compare the Levels',
  },
  levelsSection: {
    eyebrow: 'Four levels',
    title: 'Choose Where You Start',
    intro:
      'Each level opens a set of engagement types. Expand a card to see the key value propositions that come with it.',
    engagementTypesLabel: 'Engagement types',
    engagementDetailsLabel: 'How you engage',
    valuePropsLabel: 'Key value propositions',
    levelLabel: 'Level',
  },
  closing: {
    title: 'Find Your Perfect Creator Level',
    text: 'Tell us about your experience and reach in the partnership application, or browse the opportunities first. Either way, we will help you find the right place to begin.',
    apply: 'Apply for Partnership',
    explore: 'Explore Opportunities',
  },
} as const

export const creatorLevels: readonly CreatorLevelCard[] = [
  {
    id: 'rising-creator',
    level: 1,
    title: 'Rising Creator',
    description:
      'You bring practical, hands-on experience and want to start sharing it. Build your presence in the community with focused sessions and useful content.',
    badgeColor: levelBadgeColors['Rising Creator'],
    engagementTypes: formatTitlesFor('Rising Creator'),
    engagementDetails:
      'Start with a workshop or a short training, publish articles and templates, and introduce your network to the community as a referral partner.',
    primaryCTA: { label: 'Apply as a Rising Creator', target: 'application' },
    secondaryCTA: { label: 'See Opportunities', target: 'opportunities' },
    valueProps: [
      {
        title: 'A warm first audience',
        description: 'Members who want practical answers, and a team that helps you shape your first session.',
      },
      {
        title: 'Design and promotion support',
        description: 'Session pages, slides and announcements prepared with you, so you can focus on the content.',
      },
      {
        title: 'A path to grow',
        description: 'Feedback after every session and a clear route to the Authority level as your reach grows.',
      },
    ],
  },
  {
    id: 'authority',
    level: 2,
    title: 'Authority',
    description:
      'You are a recognized specialist with years of client work behind you. Lead small-group conversations and guide members through the questions you know best.',
    badgeColor: levelBadgeColors['Authority'],
    engagementTypes: formatTitlesFor('Authority'),
    engagementDetails:
      'Host 60-minute roundtables for 8-12 participants, facilitate a six-month peer group, mentor members for 12 weeks and list your services in the expert marketplace.',
    primaryCTA: { label: 'Apply as an Authority', target: 'application' },
    secondaryCTA: { label: 'See Opportunities', target: 'opportunities' },
    valueProps: [
      {
        title: 'Deeper relationships',
        description: 'Small groups and mentorships turn attendees into long-term contacts and clients.',
      },
      {
        title: 'Marketplace visibility',
        description: 'A profile in the expert marketplace, in front of firms that are looking for your specialty.',
      },
      {
        title: 'Recurring formats',
        description: 'Peer groups and roundtables give you a regular rhythm instead of one-off appearances.',
      },
    ],
  },
  {
    id: 'influencer',
    level: 3,
    title: 'Influencer',
    description:
      'You have an engaged following across the profession. Shape the conversation with members and bring your audience into a community that values it.',
    badgeColor: levelBadgeColors['Influencer'],
    engagementTypes: formatTitlesFor('Influencer'),
    engagementDetails:
      'Run flagship roundtables and peer groups, co-create content series with our team and mentor the next generation of creators.',
    primaryCTA: { label: 'Apply as an Influencer', target: 'application' },
    secondaryCTA: { label: 'Schedule a Discussion', target: 'scheduling' },
    valueProps: [
      {
        title: 'Co-branded programs',
        description: 'Series planned together, promoted to the whole membership and to your own audience.',
      },
      {
        title: 'Audience insight',
        description: 'Attendance and engagement summaries after each program, so you know what resonates.',
      },
      {
        title: 'Priority scheduling',
        description: 'First choice of dates for live sessions and featured placement in community announcements.',
      },
    ],
  },
  {
    id: 'industry-icon',
    level: 4,
    title: 'Industry Icon',
    description:
      'You are a name the profession already knows. Headline our most visible conversations and help set the direction for firms across the industry.',
    badgeColor: levelBadgeColors['Industry Icon'],
    engagementTypes: formatTitlesFor('Industry Icon'),
    engagementDetails:
      'Headline 45-minute fireside chats, lead signature workshops and mentorships, and anchor the marketplace as a featured expert.',
    primaryCTA: { label: 'Apply as an Industry Icon', target: 'application' },
    secondaryCTA: { label: 'Schedule a Discussion', target: 'scheduling' },
    valueProps: [
      {
        title: 'Headline moments',
        description: 'Fireside chats reserved for Industry Icons, promoted across the community and its events.',
      },
      {
        title: 'Lasting legacy',
        description: 'Mentor rising creators and shape the programs that members rely on.',
      },
      {
        title: 'A dedicated partner team',
        description: 'One point of contact for planning, production and promotion of everything you do with us.',
      },
    ],
  },
]
