import { loadAppConfig } from '../../app.config'

/** Validated once per server process; a bad value throws a message naming the variable. */
export const appConfig = loadAppConfig(process.env)

/**
 * Whether the site's mail goes out: the server's mail worker sends the outbox only with SMTP_URL
 * (and a database, which the built-in backend has). Otherwise mail waits in the queue, and what
 * staff are told after an invitation or a cancellation says so instead of "sent".
 */
export const mailGoesOut = appConfig.notices !== undefined && appConfig.database !== undefined
