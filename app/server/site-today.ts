import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { wallDateOf } from '~/lib/event-time'
import { nowMs } from './clock'

/** The site's day now, on the one clock ('2026-11-29', America/New_York's day): an export's date, a new resource's. */
export function siteToday(): string {
  return wallDateOf(nowMs(), SITE_TIME_ZONE)
}
