/**
 * The page of links mailed to staff and of 'Forgot password?' (/admin/password). Nobody is
 * signed in here: the link's token is the proof, and the recovery request is limited per client
 * address and e-mail like sign-in.
 */
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { linkTokenSchema, recoverySchema, setPasswordSchema } from '~/lib/staff-schema'
import { requestClientAddress } from './client-address.server'
import { logLine } from './log'
import { retryAfterSeconds } from './rate-limit'
import { recoveryAttempt, recoveryLimitMessage } from './sign-in-limits.server'
import { readStaffLink, requestRecovery, setPasswordWithLink } from './staff-links.server'
import { validateWith } from './validation'

export const getStaffLink = createServerFn({ method: 'GET' })
  .validator(validateWith(v.object({ token: linkTokenSchema })))
  .handler(({ data }) => readStaffLink(data.token))

export const setPasswordFromLink = createServerFn({ method: 'POST' })
  .validator(validateWith(setPasswordSchema))
  .handler(({ data }) => setPasswordWithLink(data.token, data.password))

/** The same words whether or not the address has an account. */
export const recoveryAnswer =
  'If that address belongs to a staff account, a link to choose a new password is on its way. It works for one hour. If you were invited and have not accepted yet, use the link in your invitation, or ask an admin to send it again.'

export const requestPasswordRecovery = createServerFn({ method: 'POST' })
  .validator(validateWith(recoverySchema))
  .handler(async ({ data }) => {
    const address = requestClientAddress()
    const hold = await recoveryAttempt(address, data.email)
    if (!hold.ok) {
      logLine('warn', 'recovery-rate-limited', { client: address })
      setResponseStatus(429)
      setResponseHeader('retry-after', String(retryAfterSeconds(hold.retryAfterMs)))
      return { message: recoveryLimitMessage(hold.retryAfterMs) }
    }
    await requestRecovery(data.email)
    return { message: recoveryAnswer }
  })
