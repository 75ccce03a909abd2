import { createServerFn } from '@tanstack/react-start'
import { publicConfig } from '../../app.config'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { endOfDayInstant } from '~/lib/event-time'
import { appConfig } from './config.server'
import { expiresAt } from './page-lifetime'
import { siteToday } from './site-today'

/**
 * The site identity and outbound links: the only configuration the browser sees; and the
 * year the footer shows, by the server's clock in the site's time zone (so the page and its
 * hydration agree, and a cached page is not kept past New Year there).
 */
export const getSiteConfig = createServerFn({ method: 'GET' }).handler(() => {
  const year = Number(siteToday().slice(0, 4))
  expiresAt(endOfDayInstant(`${year}-12-31`, SITE_TIME_ZONE))
  return { ...publicConfig(appConfig), year }
})
