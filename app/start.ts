import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { cacheControlFor } from './server/cache-policy'
import { appConfig } from './server/config.server'
import { HttpError } from './server/errors'
import { logLine } from './server/log'
import { createNonce, securityHeaders } from './server/security-headers'

/**
 * Security headers on every response the app renders; the CSP nonce is handed
 * to the router (app/router.tsx) so its inline scripts carry it.
 */
const withSecurityHeaders = createMiddleware({ type: 'request' }).server(async ({ next, pathname }) => {
  const nonce = createNonce()
  const result = await next({ context: { cspNonce: nonce } })
  const headers = securityHeaders({
    nonce,
    production: import.meta.env.PROD,
    imageOrigins: [new URL(appConfig.backend.url).origin],
    pathname,
    embedAllowedOrigins: appConfig.embedAllowedOrigins,
  })
  for (const [name, value] of Object.entries(headers)) result.response.headers.set(name, value)
  return result
})

/** Cache-Control for every response the app renders (see app/server/cache-policy.ts). */
const withCacheControl = createMiddleware({ type: 'request' }).server(async ({ next, pathname, handlerType }) => {
  const result = await next()
  const isServerFn = handlerType === 'serverFn'
  if (!result.response.headers.has('cache-control') || isServerFn) {
    result.response.headers.set('cache-control', cacheControlFor({ pathname, status: result.response.status, isServerFn }))
  }
  return result
})

/** Logs every path that answers 404, in one line, for the 404 page's "the missing path is logged". */
const logMissingPaths = createMiddleware({ type: 'request' }).server(async ({ next, pathname }) => {
  const result = await next()
  if (result.response.status === 404) logLine('warn', 'not-found', { path: pathname })
  return result
})

/**
 * A server function that fails on purpose (bad input, no session, not an admin,
 * unknown id) answers with that HTTP status instead of 200 with an error payload.
 */
const httpErrorStatus = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof HttpError) setResponseStatus(error.status)
    throw error
  }
})

export const startInstance = createStart(() => ({
  functionMiddleware: [httpErrorStatus],
  requestMiddleware: [
    withSecurityHeaders,
    withCacheControl,
    // Defining request middleware turns off the framework's default CSRF check, so it is listed here.
    createCsrfMiddleware({ filter: ({ handlerType }) => handlerType === 'serverFn' }),
    logMissingPaths,
  ],
}))
