import { loadAppConfig } from '../../app.config'

/** Validated once per server process; a bad value throws a message naming the variable. */
export const appConfig = loadAppConfig(process.env)
