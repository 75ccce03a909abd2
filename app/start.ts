import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { cacheControlFor } from './server/cache-policy'
import { appConfig } from './server/config.server'
import { HttpError } from './server/errors'
import { logLine } from './server/log'
import { inlineScriptHashes, securityHeaders } from './server/security-headers'

/**
 * Security headers on every response the app renders. An HTML page is read
 * whole so its CSP can list the hashes of its inline scripts: the same page is
 * then the same bytes for every visitor (no per-response nonce).
 */
const withSecurityHeaders = createMiddleware({ type: 'request' }).server(async ({ next, pathname }) => {
  const result = await next()
  const { response } = result
  const production = import.meta.env.PROD
  const imageOrigins = [new URL(appConfig.backend.url).origin]
  const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (!isHtml || !response.body) {
    for (const [name, value] of Object.entries(securityHeaders({ pathname, production, imageOrigins }))) response.headers.set(name, value)
    return result
  }
  const html = await response.text()
  const scriptHashes = await inlineScriptHashes(html)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  for (const [name, value] of Object.entries(securityHeaders({ pathname, production, imageOrigins, scriptHashes }))) headers.set(name, value)
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
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
