import { createServerFn } from '@tanstack/react-start'
import type { AuthResult } from '~/lib/auth'
import { codeSchema } from '~/lib/staff-schema'
import { authErrorMessages } from './auth-errors'
import { resolveAuthState } from './auth.server'
import { recordSignIn } from './audit-trail.server'
import { requestClientAddress } from './client-address.server'
import { HttpError, unauthenticated } from './errors'
import { logLine } from './log'
import { holdSignInAttempt } from './sign-in-attempts.server'
import { signInLimits, signInPairKey } from './sign-in-limits.server'
import { createSupabaseServerClient } from './supabase.server'
import { validateWith } from './validation'

const codeMessages = {
  wrong: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  none: 'No authenticator app is set up for this account.',
} as const

/**
 * The code step: the 6-digit code of the account's authenticator raises the session to aal2.
 * Every wrong code counts toward the same limits as a wrong password.
 */
export const verifySignInCode = createServerFn({ method: 'POST' })
  .validator(validateWith(codeSchema))
  .handler(async ({ data }): Promise<AuthResult> => {
    const supabase = createSupabaseServerClient()
    const { data: current } = await supabase.auth.getUser()
    const user = current.user
    if (!user?.email) throw unauthenticated()
    const address = requestClientAddress()
    const { hold, refused } = await holdSignInAttempt(address, user.email)
    if (refused) return { ...refused, auth: await resolveAuthState(supabase) }
    const factors = await supabase.auth.mfa.listFactors()
    const factor = factors.data?.totp[0]
    if (!factor) {
      await hold.release()
      throw new HttpError(400, codeMessages.none)
    }
    const { error } = await supabase.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: data.code,
    })
    if (error) {
      const wrongCode = error.code === 'mfa_verification_failed'
      logLine('warn', 'sign-in-code-failed', {
        client: address,
        status: error.status,
        code: error.code,
      })
      if (wrongCode)
        await recordSignIn('sign_in_failed', {
          email: user.email,
          clientAddress: address,
          userId: user.id,
        })
      else await hold.release()
      return {
        error: { message: wrongCode ? codeMessages.wrong : authErrorMessages.unavailable },
        auth: await resolveAuthState(supabase),
      }
    }
    await hold.release()
    await signInLimits.perAddressAndEmail.clear(signInPairKey(address, user.email))
    await recordSignIn('signed_in', { email: user.email, clientAddress: address, userId: user.id })
    return { error: null, auth: await resolveAuthState(supabase) }
  })
