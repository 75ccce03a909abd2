import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '~/lib/public-routes'
import { appConfig } from '~/server/config.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(appConfig.site.url), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
