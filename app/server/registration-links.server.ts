/**
 * A registrant's cancel link, as the visitor who opens it (the anon role): the database checks
 * the link's signature, shows the registration, and cancels it in the same transaction that
 * gives its seat to the first person waiting (supabase/migrations/20261125110100_visitor_mail.sql).
 */
import * as v from 'valibot'
import { registrationLinkViewSchema, type RegistrationLinkView } from '~/lib/registration-link'
import { failWith as fail } from './db-failure'
import { createSupabaseAnonClient } from './supabase.server'

function viewOf(data: unknown): RegistrationLinkView | null {
  if (data === null) return null
  return v.parse(registrationLinkViewSchema, data)
}

/** The registration a link names, or null for a link that is not one of ours. Changes nothing. */
export async function readRegistrationLink(token: string): Promise<RegistrationLinkView | null> {
  const { data, error } = await createSupabaseAnonClient().rpc('registration_by_cancel_link', { token })
  if (error) fail('registration-link-failed', error, 502, 'Your registration could not be loaded just now. Please try again.')
  return viewOf(data)
}

/** 'Cancel my registration': cancels it if it still can be, and answers the link's new state. */
export async function cancelRegistrationWithLink(token: string): Promise<RegistrationLinkView | null> {
  const { data, error } = await createSupabaseAnonClient().rpc('cancel_registration_by_link', { token })
  if (error) fail('registration-cancel-failed', error, 502, 'Your registration could not be cancelled just now. Please try again.')
  return viewOf(data)
}
