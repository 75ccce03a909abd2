import { createServerFn } from '@tanstack/react-start'
import { publicConfig } from '../../app.config'
import { now } from './clock'
import { appConfig } from './config.server'
import { expiresAt } from './page-lifetime'

/**
 * The site identity and outbound links: the only configuration the browser sees; and the
 * year the footer shows, by the server's clock (so the page and its hydration agree, and a
 * cached page is not kept past New Year).
 */
export const getSiteConfig = createServerFn({ method: 'GET' }).handler(() => {
  const year = now().getUTCFullYear()
  expiresAt(Date.UTC(year + 1, 0, 1))
  return { ...publicConfig(appConfig), year }
})
