/**
 * The conversions of the site's analytics, as the app records them: the visitor key of the
 * current request, given to the process's recorder (app/server/analytics-recorder.server.ts).
 */
import { getRequestHeader } from '@tanstack/react-start/server'
import type { ConversionKind } from '~/domain/analytics'
import { carriesStaffSession, declinesTracking, isAutomated } from '~/lib/analytics-beacon'
import { siteAnalyticsOf } from './analytics-beacon'
import { requestClientAddress } from './client-address.server'
import { appConfig } from './config.server'
import { logLine } from './log'

/** Staff and automated clients are not counted; a visitor who declines tracking has no key. */
type RequestVisitor = { counted: false } | { counted: true; key: string | null }

async function requestVisitor(): Promise<RequestVisitor> {
  const recorder = siteAnalyticsOf(appConfig)
  const userAgent = getRequestHeader('user-agent')
  if (!recorder || carriesStaffSession(getRequestHeader('cookie')) || isAutomated(userAgent)) return { counted: false }
  if (declinesTracking({ gpc: getRequestHeader('sec-gpc'), dnt: getRequestHeader('dnt') })) return { counted: true, key: null }
  return { counted: true, key: await recorder.visitorKey({ address: requestClientAddress(), userAgent: userAgent! }) }
}

/**
 * Ties a stored submission to the visit that led to it (the database counted the row itself).
 * Never throws: a conversion without a visit is still counted.
 */
export async function attributeSubmission(kind: Exclude<ConversionKind, 'download'>, idempotencyKey: string): Promise<void> {
  try {
    const visitor = await requestVisitor()
    if (visitor.counted) await siteAnalyticsOf(appConfig)?.attributeSubmission(kind, idempotencyKey, visitor.key)
  } catch (error) {
    logLine('warn', 'analytics-attribution-failed', { kind, message: error instanceof Error ? error.message : String(error) })
  }
}

/** Counts a download of a resource's file by a visitor (not staff, not a crawler). Never throws. */
export async function countDownload(resourceId: string): Promise<void> {
  try {
    const visitor = await requestVisitor()
    if (visitor.counted) await siteAnalyticsOf(appConfig)?.recordDownload(resourceId, visitor.key)
  } catch (error) {
    logLine('warn', 'analytics-download-not-counted', { message: error instanceof Error ? error.message : String(error) })
  }
}
