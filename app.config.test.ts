import { describe, expect, it } from 'vitest'
import { defaultFeaturePages, defaultLinks, describeDatabaseUrl, envNameFor, loadAppConfig, publicConfig } from './app.config'

describe('app configuration', () => {
  it('runs on the mock backend with the documented defaults', () => {
    const config = loadAppConfig({})
    expect(config.backend).toMatchObject({ kind: 'mock', url: 'http://127.0.0.1:54321' })
    expect(config.site.url).toBe('http://localhost:3000')
    expect(config.links.communityJoin).toBe(defaultLinks.communityJoin)
  })

  it('selects a Supabase project when its URL and publishable key are both set', () => {
    const config = loadAppConfig({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc', SUPABASE_SECRET_KEY: 'sb_secret_abc' })
    expect(config.backend).toEqual({ kind: 'supabase', url: 'https://abc.supabase.co', anonKey: 'sb_publishable_abc', secretKey: 'sb_secret_abc' })
  })

  it('still accepts the legacy anon key, and prefers the publishable key when both are set', () => {
    const legacy = loadAppConfig({ SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'key', SUPABASE_SECRET_KEY: 'sb_secret_abc' })
    expect(legacy.backend).toEqual({ kind: 'supabase', url: 'https://abc.supabase.co', anonKey: 'key', secretKey: 'sb_secret_abc' })
    const both = loadAppConfig({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'old', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_new', SUPABASE_SECRET_KEY: 'sb_secret_abc' })
    expect(both.backend).toMatchObject({ anonKey: 'sb_publishable_new' })
  })

  it('runs the mock on its development database, on the port after the mock, unless MOCK_DATABASE_URL names another Postgres', () => {
    expect(loadAppConfig({}).backend).toMatchObject({ kind: 'mock', port: 54321, databasePort: 54322, databaseUrl: undefined })
    expect(loadAppConfig({ MOCK_SUPABASE_PORT: '25331' }).backend).toMatchObject({ databasePort: 25332 })
    expect(loadAppConfig({ MOCK_DATABASE_PORT: '6000' }).backend).toMatchObject({ databasePort: 6000 })
    expect(loadAppConfig({ MOCK_DATABASE_URL: 'postgresql://postgres@127.0.0.1:25400/postgres' }).backend).toMatchObject({
      databaseUrl: 'postgresql://postgres@127.0.0.1:25400/postgres',
    })
    expect(() => loadAppConfig({ MOCK_DATABASE_URL: 'http://not-postgres' })).toThrow(/MOCK_DATABASE_URL/)
    expect(() => loadAppConfig({ MOCK_DATABASE_PORT: 'x' })).toThrow(/MOCK_DATABASE_PORT/)
  })

  it('names the variable that is missing or wrong', () => {
    expect(() => loadAppConfig({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/SUPABASE_PUBLISHABLE_KEY/)
    expect(() => loadAppConfig({ SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc' })).toThrow(/SUPABASE_URL/)
    expect(() => loadAppConfig({ LINK_SIGN_UP: 'not a url' })).toThrow(/LINK_SIGN_UP/)
    expect(() => loadAppConfig({ LINK_SIGN_UP: 'javascript:alert(1)' })).toThrow(/LINK_SIGN_UP/)
    expect(() => loadAppConfig({ MAIL_PARTNERSHIPS: 'nobody' })).toThrow(/MAIL_PARTNERSHIPS/)
    expect(() => loadAppConfig({ SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/)
    expect(() => loadAppConfig({ MOCK_SUPABASE_PORT: '99999' })).toThrow(/MOCK_SUPABASE_PORT/)
  })

  it('trusts X-Forwarded-For only when TRUST_PROXY names a number of proxies', () => {
    expect(loadAppConfig({}).trustProxyHops).toBe(0)
    expect(loadAppConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1)
    expect(loadAppConfig({ TRUST_PROXY: ' 2 ' }).trustProxyHops).toBe(2)
    expect(() => loadAppConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
    expect(() => loadAppConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/)
  })

  it('lets every outbound link be overridden from the environment', () => {
    const config = loadAppConfig({ LINK_COMMUNITY_FEED: 'https://feed.test/', MAIL_COMMUNITY: 'hello@club.test' })
    expect(envNameFor('LINK', 'communityFeed')).toBe('LINK_COMMUNITY_FEED')
    expect(config.links.communityFeed).toBe('https://feed.test/')
    expect(config.mailboxes.community).toBe('hello@club.test')
  })

  it('reads EMBED_ALLOWED_ORIGINS as a comma-separated list of origins, empty by default', () => {
    expect(loadAppConfig({}).embedAllowedOrigins).toEqual([])
    expect(loadAppConfig({ EMBED_ALLOWED_ORIGINS: ' ' }).embedAllowedOrigins).toEqual([])
    expect(
      loadAppConfig({ EMBED_ALLOWED_ORIGINS: 'https://community.example.com, http://127.0.0.1:3141,https://Partner.Example.org/' })
        .embedAllowedOrigins,
    ).toEqual(['https://community.example.com', 'http://127.0.0.1:3141', 'https://partner.example.org'])
    for (const bad of ['community.example.com', 'https://community.example.com/embed', "'self'", '*', 'https://a.test?x=1', 'ftp://a.test']) {
      expect(() => loadAppConfig({ EMBED_ALLOWED_ORIGINS: `https://ok.test,${bad}` }), bad).toThrow(/EMBED_ALLOWED_ORIGINS/)
    }
  })

  it('takes the home feature cards\' targets from configuration, as paths on this site', () => {
    const config = loadAppConfig({})
    expect(config.featurePages).toEqual(defaultFeaturePages)
    expect(config.featurePages).toEqual({ peerCircles: '/membership', cpeCredits: '/academy', expertMarketplace: '/experts' })
    expect(loadAppConfig({ PAGE_PEER_CIRCLES: '/circles' }).featurePages.peerCircles).toBe('/circles')
    expect(() => loadAppConfig({ PAGE_CPE_CREDITS: 'https://cpe.example.com' })).toThrow(/PAGE_CPE_CREDITS/)
    expect(publicConfig(config).featurePages).toEqual(config.featurePages)
  })

  it('gives the browser no backend keys', () => {
    const shared = publicConfig(loadAppConfig({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'secret-ish', SUPABASE_SECRET_KEY: 'sb_secret_abc' }))
    expect(JSON.stringify(shared)).not.toContain('sb_secret_abc')
    expect(JSON.stringify(shared)).not.toContain('secret-ish')
    expect(shared).not.toHaveProperty('backend')
  })

  it('needs the secret key with a Supabase project, and refuses the public key in its place', () => {
    const project = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc' }
    expect(() => loadAppConfig(project)).toThrow(/SUPABASE_SECRET_KEY is missing.*admin API/)
    expect(() => loadAppConfig({ ...project, SUPABASE_SECRET_KEY: 'sb_publishable_abc' })).toThrow(/Invalid SUPABASE_SECRET_KEY/)
    expect(() => loadAppConfig({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'same', SUPABASE_SECRET_KEY: 'same' })).toThrow(/Invalid SUPABASE_SECRET_KEY/)
    expect(loadAppConfig({ ...project, SUPABASE_SECRET_KEY: 'eyJh.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2ln' }).backend.secretKey).toBe('eyJh.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2ln')
    expect(loadAppConfig({}).backend.secretKey).toBe('mock-service-role-key')
  })

  it('asks every staff session for a second factor in production unless ADMIN_TWO_FACTOR=optional', () => {
    expect(loadAppConfig({ NODE_ENV: 'production', BACKEND: 'mock' }).adminTwoFactor).toBe('required')
    expect(loadAppConfig({}).adminTwoFactor).toBe('optional')
    expect(loadAppConfig({ ADMIN_TWO_FACTOR: 'required' }).adminTwoFactor).toBe('required')
    expect(loadAppConfig({ NODE_ENV: 'production', BACKEND: 'mock', ADMIN_TWO_FACTOR: 'optional' }).adminTwoFactor).toBe('optional')
    expect(() => loadAppConfig({ ADMIN_TWO_FACTOR: 'off' })).toThrow(/ADMIN_TWO_FACTOR/)
  })

  it('production refuses to start without a backend chosen on purpose, naming BACKEND=mock', () => {
    expect(() => loadAppConfig({ NODE_ENV: 'production' })).toThrow(/BACKEND=mock/)
    expect(loadAppConfig({ NODE_ENV: 'production', BACKEND: 'mock' }).backend.kind).toBe('mock')
    expect(loadAppConfig({ NODE_ENV: 'development' }).backend.kind).toBe('mock')
    expect(() => loadAppConfig({ BACKEND: 'supabase' })).toThrow(/SUPABASE_URL/)
    expect(() => loadAppConfig({ BACKEND: 'postgres' })).toThrow(/BACKEND/)
  })

  it('production with a real backend needs an https SITE_URL, and says what it is for', () => {
    const supabase = { NODE_ENV: 'production', SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'key', SUPABASE_SECRET_KEY: 'sb_secret_abc' }
    expect(() => loadAppConfig(supabase)).toThrow(/SITE_URL is missing.*canonical links/)
    expect(() => loadAppConfig({ ...supabase, SITE_URL: 'http://community.test' })).toThrow(/SITE_URL must start with https/)
    expect(loadAppConfig({ ...supabase, SITE_URL: 'https://community.test/' }).site.url).toBe('https://community.test')
    expect(loadAppConfig({ NODE_ENV: 'production', BACKEND: 'mock' }).site.url).toBe('http://localhost:3000')
  })

  it('reads the shutdown deadline, 10 s by default', () => {
    expect(loadAppConfig({}).shutdownTimeoutMs).toBe(10_000)
    expect(loadAppConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500)
    expect(() => loadAppConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/)
  })

  it('has no database of its own on a Supabase project unless DATABASE_URL is set', () => {
    const project = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc', SUPABASE_SECRET_KEY: 'sb_secret_abc' }
    expect(loadAppConfig(project).database).toBeUndefined()
    const url = 'postgresql://site_server:s3cret@db.abc.supabase.co:5432/postgres'
    expect(loadAppConfig({ ...project, DATABASE_URL: url }).database).toEqual({ url, source: 'DATABASE_URL' })
  })

  it("on the built-in backend, uses its database as the site server's role, wherever that database is", () => {
    expect(loadAppConfig({}).database).toEqual({ url: 'postgresql://site_server@127.0.0.1:54322/postgres', source: 'built-in backend' })
    expect(loadAppConfig({ MOCK_DATABASE_URL: 'postgresql://postgres@127.0.0.1:25400/postgres?sslmode=disable' }).database).toEqual({
      url: 'postgresql://site_server@127.0.0.1:25400/postgres?sslmode=disable',
      source: 'built-in backend',
    })
    expect(loadAppConfig({ DATABASE_URL: 'postgres://other@127.0.0.1:5432/postgres' }).database?.source).toBe('DATABASE_URL')
  })

  it('refuses a DATABASE_URL that is not a Postgres URL, or that points at the transaction-mode pooler', () => {
    expect(() => loadAppConfig({ DATABASE_URL: 'https://db.example.com' })).toThrow(/Invalid DATABASE_URL=.*must be a postgresql:\/\//)
    expect(() => loadAppConfig({ DATABASE_URL: 'postgresql://site_server.abc:pw@aws-0-eu-west-1.pooler.supabase.com:6543/postgres' })).toThrow(
      /transaction-mode pooler, where LISTEN hears nothing/,
    )
  })

  it('describes a database URL without its password', () => {
    expect(describeDatabaseUrl('postgresql://site_server:s3cret@db.abc.supabase.co:5432/postgres')).toBe('site_server@db.abc.supabase.co:5432/postgres')
    expect(describeDatabaseUrl('postgresql://db.example.com/app')).toBe('(no user)@db.example.com:5432/app')
  })

  it('logs at info unless LOG_LEVEL names another of pino\'s levels, and refuses an unknown one by name', () => {
    expect(loadAppConfig({}).logLevel).toBe('info')
    expect(loadAppConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn')
    expect(() => loadAppConfig({ LOG_LEVEL: 'verbose' })).toThrow(/Invalid LOG_LEVEL="verbose": must be one of trace, debug, info, warn, error, fatal, silent/)
  })

  it('keeps audit entries 365 days unless AUDIT_RETENTION_DAYS says otherwise, at least one day', () => {
    expect(loadAppConfig({}).auditRetentionDays).toBe(365)
    expect(loadAppConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90)
    expect(() => loadAppConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS.*1 or more/)
    expect(() => loadAppConfig({ AUDIT_RETENTION_DAYS: 'a year' })).toThrow(/AUDIT_RETENTION_DAYS/)
  })

  it('keeps raw analytics events 90 days unless ANALYTICS_RETENTION_DAYS says otherwise, at least one day', () => {
    expect(loadAppConfig({}).analyticsRetentionDays).toBe(90)
    expect(loadAppConfig({ ANALYTICS_RETENTION_DAYS: '30' }).analyticsRetentionDays).toBe(30)
    expect(() => loadAppConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS.*1 or more/)
  })

  it('sends notices only with SMTP_URL, and then needs NOTIFY_TO and MAIL_FROM', () => {
    expect(loadAppConfig({}).notices).toBeUndefined()
    const mail = { SMTP_URL: 'smtp://user:pass@mail.example.com:587', NOTIFY_TO: 'a@example.com, b@example.com', MAIL_FROM: 'site@example.com' }
    expect(loadAppConfig(mail).notices).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      notifyTo: ['a@example.com', 'b@example.com'],
      mailFrom: 'site@example.com',
    })
    expect(loadAppConfig({ ...mail, SMTP_URL: 'smtps://mail.example.com' }).notices?.smtpUrl).toBe('smtps://mail.example.com')
    expect(() => loadAppConfig({ ...mail, SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL.*smtp:\/\//)
    expect(() => loadAppConfig({ ...mail, NOTIFY_TO: ' ' })).toThrow(/NOTIFY_TO/)
    expect(() => loadAppConfig({ ...mail, NOTIFY_TO: 'staff' })).toThrow(/NOTIFY_TO/)
    expect(() => loadAppConfig({ ...mail, MAIL_FROM: '' })).toThrow(/MAIL_FROM/)
  })

  it('keeps idle connections longer than a proxy does (65 s by default)', () => {
    expect(loadAppConfig({}).keepAliveTimeoutMs).toBe(65_000)
    expect(loadAppConfig({ KEEP_ALIVE_TIMEOUT_MS: '75000' }).keepAliveTimeoutMs).toBe(75_000)
    expect(() => loadAppConfig({ KEEP_ALIVE_TIMEOUT_MS: '10' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/)
  })
})
