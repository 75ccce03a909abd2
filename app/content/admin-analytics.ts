/** The words of /admin/analytics. */
import type { CommunityLinkKind, ConversionKind, ScreenClass } from '~/domain/analytics'
import type { AnalyticsColumnKey, AnalyticsTableId, PeriodPreset } from '~/lib/analytics-report'

export const analyticsCopy = {
  title: 'Analytics',
  intro:
    'Visits to the public pages, where they came from, and what they led to: clicks to the community, applications, claims, registrations and downloads. Counted on this site, without cookies.',
  periodLabel: 'Period',
  presets: {
    today: 'Today',
    '7d': 'Last 7 days',
    '30d': 'Last 30 days',
    '90d': 'Last 90 days',
  } satisfies Record<PeriodPreset, string>,
  customHeading: 'Custom range',
  from: 'From',
  to: 'To',
  show: 'Show',
  /** The period shown, in the site's time zone. */
  showing: (from: string, to: string, timeZone: string) =>
    from === to ? `${from} (${timeZone} time)` : `${from} to ${to} (${timeZone} time)`,
  loading: 'Loading the analytics',
  loadFailed: 'The analytics could not be loaded. Please try again.',
  /** A custom range longer than the report spans (from an address, or typed). */
  rangeTooLong: (days: number) => `A custom range can be at most ${days} days. Choose a shorter one.`,
  retry: 'Try again',
  totalsHeading: 'Totals',
  totals: {
    visitors: 'Visitors',
    visits: 'Visits',
    pageViews: 'Page views',
    bounceRate: 'Bounce rate',
    visitLength: 'Visit length',
    clicks: 'Community clicks',
  },
  notAvailable: '–',
  chartHeading: 'Visitors and page views',
  chartLabel: (from: string, to: string, visitors: number, pageViews: number) =>
    `Chart of visitors and page views per day from ${from} to ${to}: ${visitors} visitors and ${pageViews} page views in all.`,
  hourChartLabel: (day: string, visitors: number, pageViews: number) =>
    `Chart of visitors and page views per hour on ${day}: ${visitors} visitors and ${pageViews} page views in all.`,
  chartSeries: { visitors: 'Visitors', pageViews: 'Page views' },
  /** The chart's points as a table, folded under it. */
  chartNumbers: 'Show the chart’s numbers',
  chartPoint: { day: 'Day', hour: 'Hour' },
  /** An hour of the site's day as a clock says it: 0 → '12 AM', 13 → '1 PM'. */
  hourLabel: (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`,
  exportCsv: 'Export CSV',
  /** The button shows "Export CSV"; its name says which table (and starts with what it shows). */
  exportLabel: (table: string) => `Export CSV of ${table}`,
  empty: 'Nothing counted in this period.',
  tables: {
    pages: 'Top pages',
    entries: 'Entry pages',
    sources: 'Sources',
    mediums: 'Mediums',
    campaigns: 'Campaigns',
    screens: 'Screen classes',
    links: 'Community clicks',
    conversions: 'Conversions',
    conversionEntries: 'Conversions by entry page',
    conversionSources: 'Conversions by source',
  } satisfies Record<AnalyticsTableId, string>,
  valueColumns: {
    pages: 'Page',
    entries: 'Entry page',
    sources: 'Source',
    mediums: 'Medium',
    campaigns: 'Campaign',
    screens: 'Screen',
    links: 'Link',
    conversions: 'Kind',
    conversionEntries: 'Entry page',
    conversionSources: 'Source',
  } satisfies Record<AnalyticsTableId, string>,
  columns: {
    value: '',
    visitors: 'Visitors',
    visits: 'Visits',
    pageViews: 'Page views',
    bounceRate: 'Bounce rate',
    clicks: 'Clicks',
    count: 'Conversions',
    rate: 'Rate (of visits)',
    /** The counted visits with at least one conversion of the kind: what its rate of visits counts. */
    convertingVisits: 'Converting visits',
    application: 'Applications',
    applicationRate: 'Application rate',
    claim: 'Claims',
    claimRate: 'Claim rate',
    registration: 'Registrations',
    registrationRate: 'Registration rate',
    download: 'Downloads',
    downloadRate: 'Download rate',
  } satisfies Record<AnalyticsColumnKey, string>,
  /** A source of '' is a visit with no campaign tag and no referrer; an entry of '' a conversion with no visit counted. */
  direct: 'Direct or unknown',
  noVisit: 'No counted visit',
  screenClasses: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } satisfies Record<ScreenClass, string>,
  links: {
    join: 'Join',
    'sign-up': 'Sign up',
    'log-in': 'Log in',
    event: 'Event page',
    roundtable: 'Roundtable group',
    other: 'Other community page',
  } satisfies Record<CommunityLinkKind, string>,
  conversionKinds: {
    application: 'Applications',
    claim: 'Offer claims',
    registration: 'Event registrations',
    download: 'Resource downloads',
  } satisfies Record<ConversionKind, string>,
  privacyNote:
    'No cookies, nothing stored on visitors’ devices, no addresses or browser details kept: a visitor is known for one day by a hash that cannot be traced back. Signed-in staff, crawlers and automated browsers are not counted; visitors who ask not to be tracked count as page views only.',
} as const

