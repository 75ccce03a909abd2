/**
 * The app's runtime configuration, in one typed and validated place.
 *
 * Every value has a clearly-named default so the site runs offline, and an
 * environment variable that overrides it. `loadAppConfig` throws a message that
 * names the offending variable; the server calls it when it starts.
 *
 * Only `publicConfig(...)` may reach the browser: it holds the site identity and
 * the outbound links, never backend keys.
 */
import * as v from 'valibot'
import { adminTwoFactorModes, type AdminTwoFactor } from './app/domain/staff.ts'

type Env = Record<string, string | undefined>

const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'must start with http:// or https://'))
const emailAddress = v.pipe(v.string(), v.email())

/** Outbound links of the spec. The spec hides real values as {host}/{token}: these defaults say so. */
export const defaultLinks = {
  communityJoin: 'https://community.example.com/join?invitation=demo-invitation-token',
  communityFeed: 'https://community.example.com/feed',
  signUp: 'https://community.example.com/sign-up',
  tierDigital: 'https://community.example.com/plans/digital',
  tierAdvantage: 'https://community.example.com/plans/advantage',
  tierElite: 'https://community.example.com/plans/elite',
  scheduling: 'https://scheduling.example.com/partnerships/discovery-call',
  dashboardApp: 'https://dashboard.example.com/',
  websiteManager: 'https://websites.example.com/manage',
  postEventGroup: 'https://community.example.com/groups/rightnow-post-event',
  privacyPolicy: 'https://legal.example.com/privacy-policy',
  terms: 'https://legal.example.com/terms-and-conditions',
} as const

/**
 * Where the home page's feature cards without a page of their own lead: peer groups
 * are part of membership, CPE credits are earned through the academy, and /experts is
 * the expert marketplace. A dedicated page later only changes these paths.
 */
export const defaultFeaturePages = {
  peerCircles: '/membership',
  cpeCredits: '/academy',
  expertMarketplace: '/experts',
} as const

export const defaultMailboxes = {
  websiteSupport: 'websites@community.example.com',
  partnerships: 'partnerships@community.example.com',
  community: 'community@community.example.com',
} as const

export type LinkName = keyof typeof defaultLinks
export type MailboxName = keyof typeof defaultMailboxes
export type FeaturePageName = keyof typeof defaultFeaturePages

/** `communityJoin` -> `LINK_COMMUNITY_JOIN` */
export function envNameFor(prefix: 'LINK' | 'MAIL' | 'PAGE', key: string): string {
  return `${prefix}_${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`
}

export const MOCK_ANON_KEY = 'mock-anon-key'
/** The built-in backend's secret (service-role) key: the server's Auth admin calls use it there. */
export const MOCK_SECRET_KEY = 'mock-service-role-key'
export const DEFAULT_MOCK_SUPABASE_PORT = 54321

/** pino's levels, for LOG_LEVEL. */
export const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

/**
 * The default of every setting that has a fixed one (README's variable table and .env.example
 * say the same: tests/unit/configuration-documented.test.ts).
 */
export const configDefaults = {
  SITE_NAME: 'Ledgerline Community',
  BACKEND: 'auto',
  MOCK_SUPABASE_PORT: String(DEFAULT_MOCK_SUPABASE_PORT),
  SHUTDOWN_TIMEOUT_MS: '10000',
  TRUST_PROXY: '0',
  KEEP_ALIVE_TIMEOUT_MS: '65000',
  AUDIT_RETENTION_DAYS: '365',
  ANALYTICS_RETENTION_DAYS: '90',
  LOG_LEVEL: 'info',
} as const satisfies Record<string, string>

/**
 * The login role of the site's server in its own database connection (DATABASE_URL), created
 * by supabase/migrations: rights on the private schema `site_server` and nothing else.
 */
export const SITE_SERVER_ROLE = 'site_server'

/** A number of days to keep something: 1 or more. */
const wholeDays = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a whole number of days (1 or more)'),
  v.transform(Number),
  v.minValue(1, 'must be a whole number of days (1 or more)'),
)

/**
 * `secretKey` is the project's secret key (SUPABASE_SECRET_KEY): the server's Supabase Auth admin
 * calls (invitations, removing an account, resetting a factor) use it. Never log it, never send it
 * to a browser.
 */
export type BackendConfig =
  | { kind: 'mock'; url: string; anonKey: string; secretKey: string; port: number; databasePort: number; databaseUrl: string | undefined }
  | { kind: 'supabase'; url: string; anonKey: string; secretKey: string }

export { adminTwoFactorModes, type AdminTwoFactor }

export interface PublicConfig {
  site: { name: string; url: string }
  links: Record<LinkName, string>
  mailboxes: Record<MailboxName, string>
  featurePages: Record<FeaturePageName, string>
}

export interface AppConfig extends PublicConfig {
  backend: BackendConfig
  production: boolean
  /** How long the production server waits for requests in flight when it is told to stop. */
  shutdownTimeoutMs: number
  /** Origins allowed to show /membership-embed in an iframe; empty: nobody may frame it. */
  embedAllowedOrigins: string[]
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted (TRUST_PROXY); 0: none, the header is ignored. */
  trustProxyHops: number
  /**
   * How long an idle keep-alive connection stays open. Longer than a reverse proxy's own
   * upstream keep-alive (nginx: 60 s), so the proxy never sends a request on a connection the
   * server is closing.
   */
  keepAliveTimeoutMs: number
  /**
   * The server's own connection to the site's Postgres, for what every instance shares (limits,
   * page-cache purges). Unset: one instance, everything in this process's memory.
   */
  database: DatabaseConfig | undefined
  /** How many days audit entries are kept (AUDIT_RETENTION_DAYS); older ones are pruned. */
  auditRetentionDays: number
  /** How many days the analytics keep raw events (ANALYTICS_RETENTION_DAYS); the daily rollups stay. */
  analyticsRetentionDays: number
  /** Where e-mail notices about new submissions go (SMTP_URL, NOTIFY_TO, MAIL_FROM). Unset: they are queued, not sent. */
  notices: NoticesConfig | undefined
  /** The level of the server's JSON logs (LOG_LEVEL). */
  logLevel: LogLevel
  /** ADMIN_TWO_FACTOR: `required` (the production default) or `optional` (the development default). */
  adminTwoFactor: AdminTwoFactor
}

export interface NoticesConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). Never log it. */
  smtpUrl: string
  notifyTo: string[]
  mailFrom: string
}

export interface DatabaseConfig {
  /** A postgresql:// URL, password included when there is one: never log it (see `describeDatabaseUrl`). */
  url: string
  /** `DATABASE_URL`, or the built-in backend's database, which the server uses by itself. */
  source: 'DATABASE_URL' | 'built-in backend'
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

function read<T>(env: Env, name: string, schema: v.GenericSchema<string, T>, fallback: string): T {
  const raw = env[name]
  return parse(name, schema, raw === undefined || raw.trim() === '' ? fallback : raw.trim())
}

function parse<T>(name: string, schema: v.GenericSchema<string, T>, value: string): T {
  const result = v.safeParse(schema, value)
  if (!result.success) {
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(value)}: ${result.issues[0]?.message}`)
  }
  return result.output
}

/**
/**
 * The variables that point the app at a Supabase project: its URL and its public
 * API key, the publishable key (`sb_publishable_...`) or the legacy anon key under
 * its old name (the first one set is used).
 */
export const SUPABASE_URL_VARIABLE = 'SUPABASE_URL'
export const SUPABASE_KEY_VARIABLES = ['SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_ANON_KEY'] as const
const KEY_NAMES = 'SUPABASE_PUBLISHABLE_KEY (or the legacy SUPABASE_ANON_KEY)'

function readSupabase(env: Env): BackendConfig | undefined {
  const url = env[SUPABASE_URL_VARIABLE]?.trim()
  const keyName = SUPABASE_KEY_VARIABLES.find((name) => env[name]?.trim())
  if (url && !keyName) throw new ConfigError(`SUPABASE_URL is set but ${KEY_NAMES} is missing`)
  if (keyName && !url) throw new ConfigError(`${keyName} is set but SUPABASE_URL is missing`)
  if (!url || !keyName) return undefined
  const anonKey = env[keyName]!.trim()
  return { kind: 'supabase', url: read(env, SUPABASE_URL_VARIABLE, httpUrl, url).replace(/\/$/, ''), anonKey, secretKey: readSecretKey(env, anonKey) }
}

export const SUPABASE_SECRET_KEY_VARIABLE = 'SUPABASE_SECRET_KEY'

/** The secret key (`sb_secret_…`, or the legacy service-role JWT); never the public key. */
function readSecretKey(env: Env, publicKey: string): string {
  const key = env[SUPABASE_SECRET_KEY_VARIABLE]?.trim()
  if (!key) {
    throw new ConfigError(
      `SUPABASE_URL is set but ${SUPABASE_SECRET_KEY_VARIABLE} is missing: the server needs the project's secret key (sb_secret_…, or the ` +
        'legacy service_role key) for Supabase Auth\'s admin API (staff invitations, password recovery links, removing access, resetting a second factor). ' +
        'It stays on the server and never reaches a browser.',
    )
  }
  if (key.startsWith('sb_publishable_') || key === publicKey) {
    throw new ConfigError(
      `Invalid ${SUPABASE_SECRET_KEY_VARIABLE}: it must be the project's secret key (sb_secret_…) or the legacy service_role key, not the publishable or anon key`,
    )
  }
  return key
}

const portNumber = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number'), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(65535))
const postgresUrl = v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgresql:// URL'))

function readMock(env: Env): BackendConfig {
  const port = read(env, 'MOCK_SUPABASE_PORT', portNumber, configDefaults.MOCK_SUPABASE_PORT)
  const databasePort = read(env, 'MOCK_DATABASE_PORT', portNumber, String(port + 1))
  // Tests only: the mock's data API and storage run on this Postgres instead of the development database.
  const databaseUrl = env.MOCK_DATABASE_URL?.trim() ? read(env, 'MOCK_DATABASE_URL', postgresUrl, '') : undefined
  return { kind: 'mock', url: `http://127.0.0.1:${port}`, anonKey: MOCK_ANON_KEY, secretKey: MOCK_SECRET_KEY, port, databasePort, databaseUrl }
}

/** Supabase's transaction-mode pooler: no session, so LISTEN never hears a notice there. */
const TRANSACTION_POOLER_PORT = '6543'

const databaseUrl = v.pipe(
  v.string(),
  v.check((value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol) && new URL(value).hostname !== '', 'must be a postgresql://user:password@host:5432/database URL'),
  v.check(
    (value) => new URL(value).port !== TRANSACTION_POOLER_PORT,
    `points at port ${TRANSACTION_POOLER_PORT}, Supabase's transaction-mode pooler, where LISTEN hears nothing: use the direct connection or the session-mode pooler (port 5432)`,
  ),
)

/**
 * DATABASE_URL when set. Otherwise, on the built-in backend, its own database as the site's
 * server role (so the shared limits and purges run in development and tests as in
 * production); on a Supabase project without it, none: one instance.
 */
function readDatabase(env: Env, backend: BackendConfig): DatabaseConfig | undefined {
  if (env.DATABASE_URL?.trim()) return { url: read(env, 'DATABASE_URL', databaseUrl, ''), source: 'DATABASE_URL' }
  if (backend.kind !== 'mock') return undefined
  const url = new URL(backend.databaseUrl ?? `postgresql://127.0.0.1:${backend.databasePort}/postgres`)
  url.username = SITE_SERVER_ROLE
  url.password = ''
  return { url: url.href, source: 'built-in backend' }
}

const smtpUrl = v.pipe(
  v.string(),
  v.check((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && new URL(value).hostname !== '', 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587'),
)

/**
 * The e-mail notices' settings: none without SMTP_URL; with it, NOTIFY_TO (comma-separated
 * addresses) and MAIL_FROM are needed too.
 */
function readNotices(env: Env): NoticesConfig | undefined {
  if (!env.SMTP_URL?.trim()) return undefined
  const notifyTo = (env.NOTIFY_TO ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (notifyTo.length === 0) throw new ConfigError('SMTP_URL is set, so NOTIFY_TO must name who gets the notices (one or more e-mail addresses, comma-separated)')
  if (!env.MAIL_FROM?.trim()) throw new ConfigError('SMTP_URL is set, so MAIL_FROM must name the address the notices come from')
  return {
    smtpUrl: read(env, 'SMTP_URL', smtpUrl, ''),
    notifyTo: [...new Set(notifyTo.map((entry) => parse('NOTIFY_TO', emailAddress, entry)))],
    mailFrom: read(env, 'MAIL_FROM', emailAddress, ''),
  }
}

/** A database URL without its password, for logs and messages. */
export function describeDatabaseUrl(value: string): string {
  const url = new URL(value)
  return `${url.username || '(no user)'}@${url.hostname}:${url.port || '5432'}${url.pathname}`
}

/**
 * `BACKEND=mock` runs the built-in mock on purpose; `BACKEND=supabase` (or
 * Supabase settings alone) uses the project. With neither, development runs
 * the mock and production refuses to start: a production site on demo data
 * would be a silent mistake.
 */
function readBackend(env: Env, production: boolean): BackendConfig {
  const choice = read(env, 'BACKEND', v.picklist(['auto', 'mock', 'supabase'], 'must be mock or supabase'), configDefaults.BACKEND)
  if (choice === 'mock') return readMock(env)
  const supabase = readSupabase(env)
  if (supabase) return supabase
  if (choice === 'supabase') {
    throw new ConfigError(`BACKEND=supabase needs SUPABASE_URL and ${KEY_NAMES}`)
  }
  if (production) {
    throw new ConfigError(
      `NODE_ENV=production and no backend is configured. Set SUPABASE_URL and ${KEY_NAMES} ` +
        'to use your Supabase project, or set BACKEND=mock to run the built-in mock backend on purpose (demo data, kept in memory).',
    )
  }
  return readMock(env)
}

/** In production with a real backend, SITE_URL must be the site's public https address. */
function readSiteUrl(env: Env, port: string, needsPublicUrl: boolean): string {
  const raw = env.SITE_URL?.trim()
  if (needsPublicUrl && (!raw || !/^https:\/\//i.test(raw))) {
    throw new ConfigError(
      `SITE_URL ${raw ? `must start with https:// (got ${JSON.stringify(raw)})` : 'is missing'}. In production it must be the site's ` +
        'public address (for example SITE_URL=https://community.example.com): it makes the canonical links, the sitemap ' +
        'and the Open Graph URLs and images that search engines and link previews use.',
    )
  }
  return read(env, 'SITE_URL', httpUrl, `http://localhost:${port}`).replace(/\/$/, '')
}

function readRecord<K extends string>(
  env: Env,
  prefix: 'LINK' | 'MAIL' | 'PAGE',
  defaults: Record<K, string>,
  schema: v.GenericSchema<string, string>,
): Record<K, string> {
  const entries = Object.entries(defaults) as [K, string][]
  return Object.fromEntries(
    entries.map(([key, fallback]) => [key, read(env, envNameFor(prefix, key), schema, fallback)]),
  ) as Record<K, string>
}

const sitePath = v.pipe(v.string(), v.regex(/^\/[a-z0-9/_-]*$/i, 'must be a path on this site, such as /membership'))

/** An origin as browsers compare it: http(s), host and optional port, nothing after. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username
}

const origin = v.pipe(
  v.string(),
  v.check(isOrigin, 'must be an origin such as https://community.example.com (no path or query)'),
  v.transform((value) => new URL(value).origin),
)

/** `EMBED_ALLOWED_ORIGINS`: comma-separated origins that may frame /membership-embed. */
function readEmbedOrigins(env: Env): string[] {
  const entries = (env.EMBED_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return [...new Set(entries.map((entry) => parse('EMBED_ALLOWED_ORIGINS', origin, entry)))]
}

/** LOG_LEVEL: the level of the server's JSON logs (log.ts reads it the same way when it makes the logger). */
export function readLogLevel(env: Env): LogLevel {
  return read(env, 'LOG_LEVEL', v.picklist(logLevels, `must be one of ${logLevels.join(', ')}`), configDefaults.LOG_LEVEL)
}

export function loadAppConfig(env: Env): AppConfig {
  const port = env.PORT?.trim() || '3000'
  const production = env.NODE_ENV === 'production'
  const backend = readBackend(env, production)
  return {
    site: {
      name: read(env, 'SITE_NAME', v.pipe(v.string(), v.minLength(1), v.maxLength(60)), configDefaults.SITE_NAME),
      url: readSiteUrl(env, port, production && backend.kind !== 'mock'),
    },
    links: readRecord(env, 'LINK', defaultLinks, httpUrl),
    mailboxes: readRecord(env, 'MAIL', defaultMailboxes, emailAddress),
    featurePages: readRecord(env, 'PAGE', defaultFeaturePages, sitePath),
    embedAllowedOrigins: readEmbedOrigins(env),
    backend,
    production,
    shutdownTimeoutMs: read(
      env,
      'SHUTDOWN_TIMEOUT_MS',
      v.pipe(v.string(), v.regex(/^\d+$/, 'must be a number of milliseconds'), v.transform(Number), v.minValue(0)),
      configDefaults.SHUTDOWN_TIMEOUT_MS,
    ),
    trustProxyHops: read(
      env,
      'TRUST_PROXY',
      v.pipe(
        v.string(),
        v.regex(/^\d{1,2}$/, 'must be the number of reverse proxies in front of the server (0 to 10)'),
        v.transform(Number),
        v.maxValue(10, 'must be the number of reverse proxies in front of the server (0 to 10)'),
      ),
      configDefaults.TRUST_PROXY,
    ),
    keepAliveTimeoutMs: read(
      env,
      'KEEP_ALIVE_TIMEOUT_MS',
      v.pipe(v.string(), v.regex(/^\d+$/, 'must be a number of milliseconds'), v.transform(Number), v.minValue(1000)),
      configDefaults.KEEP_ALIVE_TIMEOUT_MS,
    ),
    database: readDatabase(env, backend),
    auditRetentionDays: read(env, 'AUDIT_RETENTION_DAYS', wholeDays, configDefaults.AUDIT_RETENTION_DAYS),
    analyticsRetentionDays: read(env, 'ANALYTICS_RETENTION_DAYS', wholeDays, configDefaults.ANALYTICS_RETENTION_DAYS),
    notices: readNotices(env),
    logLevel: readLogLevel(env),
    adminTwoFactor: readAdminTwoFactor(env, production),
  }
}

/** ADMIN_TWO_FACTOR, `required` unless set; `optional` by default outside production. */
export function readAdminTwoFactor(env: Env, production: boolean): AdminTwoFactor {
  return read(env, 'ADMIN_TWO_FACTOR', v.picklist(adminTwoFactorModes, 'must be required or optional'), production ? 'required' : 'optional')
}

export function publicConfig(config: AppConfig): PublicConfig {
  return { site: config.site, links: config.links, mailboxes: config.mailboxes, featurePages: config.featurePages }
}
