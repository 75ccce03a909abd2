/**
 * The vocabularies of the site's own analytics (supabase/migrations/*_analytics.sql checks the
 * same lists; tests/unit/domain-matches-migrations.test.ts proves them equal).
 */

/** What a beacon reports: a page view, or a click on a link to the community platform. */
export const analyticsEventKinds = ['view', 'click'] as const
export type AnalyticsEventKind = (typeof analyticsEventKinds)[number]

/** A visitor's screen, by the width of the window: phone below 768 px, tablet below 1024 px. */
export const screenClasses = ['phone', 'tablet', 'desktop'] as const
export type ScreenClass = (typeof screenClasses)[number]
export const screenClassWidths = { phone: 768, tablet: 1024 } as const

/** Which link to the community platform a click followed. */
export const communityLinkKinds = ['join', 'sign-up', 'log-in', 'event', 'roundtable', 'other'] as const
export type CommunityLinkKind = (typeof communityLinkKinds)[number]

/** What the database counts from its own rows: the submissions, and the library's downloads. */
export const conversionKinds = ['application', 'claim', 'registration', 'download'] as const
export type ConversionKind = (typeof conversionKinds)[number]

/** The rollups' dimensions: the whole site ('total', per day), and each table of /admin/analytics. */
export const analyticsDimensions = [
  'total',
  'page',
  'entry',
  'source',
  'medium',
  'campaign',
  'screen',
  'link',
  'conversion_entry',
  'conversion_source',
] as const
export type AnalyticsDimension = (typeof analyticsDimensions)[number]

/** Each conversion kind's visits: the counted visits with at least one conversion of that kind (what its rate of visits counts). */
export const convertingVisitMetrics = ['application_visits', 'claim_visits', 'registration_visits', 'download_visits'] as const satisfies readonly `${ConversionKind}_visits`[]

export const analyticsMetrics = [
  'visitors',
  'visits',
  'page_views',
  'bounces',
  'visit_seconds',
  'clicks',
  ...conversionKinds,
  ...convertingVisitMetrics,
] as const
export type AnalyticsMetric = (typeof analyticsMetrics)[number]

/** How many days a period of the report may span (analytics_report refuses more). */
export const analyticsLongestPeriodDays = 401

/**
 * The longest text of each column of analytics.events. Kept here, not in text-limits.ts: that
 * module is in every public page's first-load script, and only the server reads these.
 */
export const analyticsTextLimits = {
  'analytics.events': { path: 300, referrer_host: 253, utm_source: 100, utm_medium: 100, utm_campaign: 100 },
} as const
