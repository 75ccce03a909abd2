import { createServerFn } from '@tanstack/react-start'
import { publicConfig } from '../../app.config'
import { appConfig } from './config.server'

/** The site identity and outbound links: the only configuration the browser sees. */
export const getSiteConfig = createServerFn({ method: 'GET' }).handler(() => publicConfig(appConfig))
