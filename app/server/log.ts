/**
 * Structured server logs: one JSON line per event (pino), written to stdout.
 * A line written while a request is handled carries that request's id, so an
 * error can be matched to the request line and to the `X-Request-Id` the
 * visitor saw. Log fields are chosen by the caller: never cookies, tokens or bodies.
 *
 * The logger and the request context live on globalThis: the production server
 * (scripts/start.mjs) and the app bundle share one instance.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import pino, { type DestinationStream, type Logger } from 'pino'
import { readLogLevel } from '../../app.config.ts'

type Level = 'info' | 'warn' | 'error'

interface RequestContext {
  requestId: string
}

interface Shared {
  logger: Logger
  requestContext: AsyncLocalStorage<RequestContext>
}

const sharedKey = Symbol.for('ledgerline.log')

function createLogger(requestContext: AsyncLocalStorage<RequestContext>, destination: DestinationStream): Logger {
  return pino(
    {
      // Validated with the rest of the configuration (app.config.ts): a bad value stops the server.
      level: readLogLevel(process.env),
      base: undefined,
      messageKey: 'event',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const context = requestContext.getStore()
        return context ? { requestId: context.requestId } : {}
      },
    },
    destination,
  )
}

function createShared(): Shared {
  const requestContext = new AsyncLocalStorage<RequestContext>()
  // Synchronous writes (pino's default): one write per line costs less CPU than handing each line
  // to the thread pool (measured with npm run bench), and no line is lost when the process exits.
  return { requestContext, logger: createLogger(requestContext, pino.destination({ dest: 1, sync: true })) }
}

function shared(): Shared {
  const holder = globalThis as unknown as Record<symbol, Shared | undefined>
  holder[sharedKey] ??= createShared()
  return holder[sharedKey]
}

export function logger(): Logger {
  return shared().logger
}

/** Runs `fn` with `requestId` attached to every log line written inside it. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return shared().requestContext.run({ requestId }, fn)
}

/** Sends the log lines somewhere else (tests read them this way). */
export function setLogDestination(destination: DestinationStream) {
  const current = shared()
  current.logger = createLogger(current.requestContext, destination)
}

/** Writes out any buffered log lines (there are none with synchronous writes); call before the process exits. */
export function flushLogs(): Promise<void> {
  return new Promise((resolve) => shared().logger.flush(() => resolve()))
}

/** Long values are cut, so a request cannot make a log line huge. */
export function sanitizeForLog(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, 500)
}

export function logLine(level: Level, event: string, fields: Record<string, string | number | boolean | undefined> = {}) {
  const clean: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) clean[key] = typeof value === 'string' ? sanitizeForLog(value) : value
  }
  shared().logger[level](clean, event)
}
