import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { logLine } from './server/log'

/** Logs every path that answers 404, in one line, for the 404 page's "the missing path is logged". */
const logMissingPaths = createMiddleware({ type: 'request' }).server(async ({ next, pathname }) => {
  const result = await next()
  if (result.response.status === 404) logLine('warn', 'not-found', { path: pathname })
  return result
})

export const startInstance = createStart(() => ({
  // Defining request middleware turns off the framework's default CSRF check, so it is listed here.
  requestMiddleware: [createCsrfMiddleware({ filter: ({ handlerType }) => handlerType === 'serverFn' }), logMissingPaths],
}))
