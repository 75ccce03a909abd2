/**
 * The mail of staff accounts, each to one staff member: the invitation ('staff_invitation') and
 * the password link ('staff_recovery'), queued by the database with the link's token
 * (supabase/migrations/20261125100000_staff_roles_and_two_factor.sql). The link opens
 * /admin/password?token=…; the words are app/content/mail.ts's.
 * Plain TypeScript without JSX: the production server loads it directly (scripts/server).
 */
import { failedMailLabels, staffMailWords as words } from '../content/mail.ts'
import { mailParts, text } from './mail-layout.ts'
import type { MailContext, MailRenderer, QueuedMail } from './mail-renderer.ts'

export type StaffMailKind = 'staff_invitation' | 'staff_recovery'

function linkOf(mail: Pick<QueuedMail, 'details'>, context: MailContext): string {
  const url = new URL('/admin/password', context.siteUrl)
  url.searchParams.set('token', text(mail.details.token))
  return url.href
}

const siteOf = (context: MailContext) => context.siteName || words.siteFallback

// An admin sends another invitation from the team page; a new password link is asked for again.
const teamPage = () => '/admin/team'

export const staffMailRenderers: Record<StaffMailKind, MailRenderer> = {
  staff_invitation: {
    render(mail, context) {
      return {
        subject: words.invitation.subject(siteOf(context)),
        ...mailParts([
          { type: 'heading', text: words.invitation.heading(siteOf(context)) },
          { type: 'paragraph', text: words.invitation.role(text(mail.details.role)) },
          { type: 'link', label: words.invitation.link, href: linkOf(mail, context) },
          { type: 'paragraph', text: words.invitation.expiry },
        ]),
      }
    },
    failed: { label: failedMailLabels.staff_invitation, path: teamPage },
  },
  staff_recovery: {
    render(mail, context) {
      return {
        subject: words.recovery.subject(siteOf(context)),
        ...mailParts([
          { type: 'heading', text: words.recovery.heading },
          { type: 'paragraph', text: words.recovery.intro },
          { type: 'link', label: words.recovery.link, href: linkOf(mail, context) },
          { type: 'paragraph', text: words.recovery.expiry },
        ]),
      }
    },
    failed: { label: failedMailLabels.staff_recovery, path: teamPage },
  },
}
