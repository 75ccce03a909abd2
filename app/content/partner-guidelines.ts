/**
 * /partnerguidelines: Partner Guidelines, eight expandable sections,
 * the consequences card and the contact card.
 */

export interface GuidelineSection {
  id: string
  title: string
  summary: string
  points: readonly string[]
}

export const partnerGuidelinesPage = {
  hero: {
    eyebrow: 'For creators, experts and vendors',
    title: 'Partner Guidelines',
    lead: 'Our members trust the people we invite to teach, advise and partner with them. These guidelines describe what that trust asks of every partner.',
  },
  sectionsHeading: {
    title: 'The Guidelines',
    intro: 'Open a section to read what it asks of you. Several sections can be open at once.',
  },
  consequences: {
    title: 'When Guidelines Are Not Followed',
    intro: 'We handle every concern fairly and in proportion to its seriousness.',
    minor: {
      title: 'Minor issues',
      text: 'A first, minor issue leads to a warning from your partner manager, with a clear explanation and a chance to put it right.',
    },
    serious: {
      title: 'Serious or repeated violations',
      text: 'Serious or repeated violations may lead to:',
      outcomes: [
        'Removal from current and future opportunities',
        'Suspension of your partnership',
        'Termination of your partnership, including cancelling your scheduled events',
        'Blocking of your access to the community',
      ],
    },
  },
  contact: {
    title: 'Questions About These Guidelines?',
    text: 'If something is unclear, or you want to report a concern, write to the community team. We read every message.',
    mailLabel: 'Email the Team',
    addressLabel: 'Community mailbox:',
  },
} as const

export const guidelineSections: readonly GuidelineSection[] = [
  {
    id: 'professionalism-integrity',
    title: 'Professionalism and Integrity',
    summary: 'Represent yourself, your work and the community honestly and professionally.',
    points: [
      'Be accurate about your credentials, experience and results.',
      'Arrive prepared and on time for every session you lead, and communicate early if plans change.',
      'Keep sessions educational: disclose any commercial interest and never use them for a hard sales pitch.',
      'Follow the professional and ethical standards of your own designation.',
    ],
  },
  {
    id: 'respect-inclusivity',
    title: 'Respect and Inclusivity',
    summary: 'Create a welcoming space for every member, whatever their background, role or firm size.',
    points: [
      'Treat every member, partner and staff member with courtesy, in public and in private messages.',
      'Welcome questions at every level of experience without talking down to anyone.',
      'Do not tolerate harassment, discrimination or personal attacks, and report them when you see them.',
      'Use inclusive language and examples that reflect the diversity of the profession.',
    ],
  },
  {
    id: 'active-contributor',
    title: 'Active Contributor and Collaborator',
    summary: 'Partnerships work best when partners take part in the community, not only in their own sessions.',
    points: [
      'Answer questions in the discussions related to your expertise.',
      'Collaborate openly with our team and with fellow creators on shared programs.',
      'Give and welcome constructive feedback after sessions.',
      'Keep your profile, bio and availability up to date.',
    ],
  },
  {
    id: 'purpose-value',
    title: 'Purpose and Value',
    summary: 'Everything you share should leave members better equipped to run their firms and serve their clients.',
    points: [
      'Focus each session and resource on practical outcomes members can apply.',
      'Base recommendations on evidence and experience, and say where opinions differ.',
      'Keep content current, and flag anything that has changed since you first shared it.',
      'Measure success by the value members receive, not by the leads you collect.',
    ],
  },
  {
    id: 'confidentiality-trust',
    title: 'Confidentiality and Member Trust',
    summary: 'What members share in the community stays in the community.',
    points: [
      'Never share, record or quote member discussions outside the community without consent.',
      'Do not export member lists or contact members for marketing without their permission.',
      'Anonymize client examples so that no client or firm can be identified.',
      'Protect any member data you handle, and report a suspected breach immediately.',
    ],
  },
  {
    id: 'content-ownership',
    title: 'Content Ownership and Collaboration Terms',
    summary: 'Be clear about who owns what, and respect the terms we agree together.',
    points: [
      'You keep ownership of the original material you bring to a partnership.',
      'Content created together with our team is used as agreed in your partnership terms.',
      'Only share material you have the right to share, and credit your sources.',
      'Recordings and materials of community sessions stay within the community unless agreed otherwise.',
    ],
  },
  {
    id: 'supporting-creators',
    title: 'Supporting the Creator Community',
    summary: 'Creators grow faster together. Help each other succeed.',
    points: [
      'Promote fellow creators’ sessions when they are relevant to your audience.',
      'Share what works: formats, tools and lessons learned.',
      'Mentor newer creators when you can, and ask for help when you need it.',
      'Compete on quality, never by disparaging other partners.',
    ],
  },
  {
    id: 'promoting-brand',
    title: 'Promoting the Brand',
    summary: 'When you speak for a community program, you speak for the community too.',
    points: [
      'Use the community’s name, logo and materials only as provided and approved by our team.',
      'Share your upcoming sessions and invite your network with your personal invitation link.',
      'Make clear when you speak for yourself and when you speak on behalf of a community program.',
      'Tell us before you announce any joint initiative in public.',
    ],
  },
]
