/**
 * The cancel page (/cancel-registration): nobody is signed in, the link's signed token is the
 * proof. Opening the page reads; only its button (a POST) cancels, so a mail scanner that
 * opens links cancels nothing.
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { registrationLinkTokenSchema } from '~/lib/registration-link'
import { HttpError } from './errors'
import { cancelRegistrationWithLink, readRegistrationLink } from './registration-links.server'
import { validateWith } from './validation'

const tokenInput = v.object({ token: registrationLinkTokenSchema })

export const getRegistrationLink = createServerFn({ method: 'GET' })
  .validator(validateWith(tokenInput))
  .handler(({ data }) => readRegistrationLink(data.token))

export const cancelRegistrationFromLink = createServerFn({ method: 'POST' })
  .validator(validateWith(tokenInput))
  .handler(async ({ data }) => {
    const view = await cancelRegistrationWithLink(data.token)
    if (!view) throw new HttpError(404, 'This is not a cancel link we sent: nothing was cancelled.')
    return view
  })
