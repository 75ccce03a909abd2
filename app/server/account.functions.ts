/**
 * A staff member's own account (/admin/account): what it is, and enrolling an authenticator app
 * for two-factor sign-in. These work before the session has staff rights, since a rule that
 * requires a second factor sends a staff member here to enrol first (requireStaffMember).
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { hasStaffRights } from '~/lib/auth'
import { codeSchema, passwordChangeSchema } from '~/lib/staff-schema'
import { changeOwnPassword } from './account-password.server'
import { requireStaff, requireStaffMember } from './admin.middleware'
import { readStaffSession } from './auth.server'
import { appConfig } from './config.server'
import { HttpError } from './errors'
import { logLine } from './log'
import type { SupabaseServerClient } from './supabase.server'
import { validateWith } from './validation'

export const getAccount = createServerFn({ method: 'GET' })
  .middleware([requireStaffMember])
  .handler(async ({ context }) => {
    const session = await readStaffSession(context.supabase)
    return {
      email: context.user.email,
      role: context.auth.role,
      twoFactor: session?.enrolled ?? false,
      twoFactorRequired: session?.admin_two_factor === 'required',
      /** A session still to enrol its second factor changes nothing else first. */
      mayChangePassword: hasStaffRights(context.auth),
    }
  })

/**
 * Auth's QR code is an SVG that supabase-js hands over as `data:image/svg+xml;utf-8,<svg…>`;
 * any `#` in it (a colour) would end such a URL early. Base64 keeps every byte.
 */
function svgDataUrl(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;utf-8,/, '')
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`
}

const enrolmentFailed = 'The authenticator could not be set up just now. Please try again.'
const alreadyOn = 'Two-factor sign-in is already on for this account. An admin can reset it from the team page.'
const setupExpired = 'This setup has expired. Start again.'

/** The account's factors, verified or still being set up, as its own session reads them. */
async function ownFactors(supabase: SupabaseServerClient) {
  const { data, error } = await supabase.auth.mfa.listFactors()
  if (error) {
    logLine('error', 'enrolment-list-failed', { status: error.status, code: error.code })
    throw new HttpError(502, enrolmentFailed)
  }
  return data
}

/**
 * Starts enrolling: a new TOTP factor (Auth makes its secret and QR code), which counts once a
 * first code from the app verifies it. An earlier enrolment left unverified is dropped first.
 */
export const startTwoFactorEnrolment = createServerFn({ method: 'POST' })
  .middleware([requireStaffMember])
  .handler(async ({ context }) => {
    const mfa = context.supabase.auth.mfa
    const factors = await ownFactors(context.supabase)
    if (factors.totp.length > 0) throw new HttpError(409, alreadyOn)
    for (const stale of factors.all.filter((factor) => factor.status === 'unverified'))
      await mfa.unenroll({ factorId: stale.id })
    const { data, error } = await mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator app',
      issuer: appConfig.site.name,
    })
    if (error) {
      logLine('error', 'enrolment-failed', { status: error.status, code: error.code })
      throw new HttpError(502, enrolmentFailed)
    }
    return { factorId: data.id, qrCode: svgDataUrl(data.totp.qr_code), secret: data.totp.secret }
  })

/**
 * Verifies the first code of a factor being set up, which turns it on. Only such a factor: a
 * session still waiting for its sign-in code must not try codes of the one already on here,
 * outside the sign-in's limits and audit trail.
 */
export const confirmTwoFactorEnrolment = createServerFn({ method: 'POST' })
  .middleware([requireStaffMember])
  .validator(
    validateWith(
      v.object({
        factorId: v.pipe(v.string('is required'), v.uuid('is not a factor of this account')),
        ...codeSchema.entries,
      }),
    ),
  )
  .handler(async ({ context, data }) => {
    const factor = (await ownFactors(context.supabase)).all.find((own) => own.id === data.factorId)
    if (!factor) throw new HttpError(404, setupExpired)
    if (factor.status !== 'unverified') throw new HttpError(409, alreadyOn)
    const { error } = await context.supabase.auth.mfa.challengeAndVerify({
      factorId: data.factorId,
      code: data.code,
    })
    if (error) {
      if (error.code === 'mfa_verification_failed')
        throw new HttpError(
          400,
          'That code is not right. Enter the 6-digit code your authenticator app shows now.',
        )
      if (error.code === 'mfa_factor_not_found') throw new HttpError(404, setupExpired)
      logLine('error', 'enrolment-verify-failed', { status: error.status, code: error.code })
      throw new HttpError(502, enrolmentFailed)
    }
    return { ok: true as const }
  })

/** Changes the signed-in staff member's password (account-password.server.ts); a session with full staff rights only. */
export const changePassword = createServerFn({ method: 'POST' })
  .middleware([requireStaff])
  .validator(validateWith(passwordChangeSchema))
  .handler(async ({ context, data }) => {
    await changeOwnPassword(context.supabase, { id: context.user.id, email: context.user.email }, data)
    return { changed: true as const }
  })
