/**
 * The staff's notices of new submissions (to NOTIFY_TO), the outbox's first three kinds: what
 * arrived (name, e-mail, company or firm; for a registration the event and seat or waitlist)
 * and a link to it in the admin area. The words are app/content/mail.ts's.
 * Plain TypeScript without JSX: the production server loads it directly (scripts/server).
 */
import type { SubmissionKind } from '../domain/submission-kinds'
import { failedMailLabels, staffNoticeWords as words } from '../content/mail.ts'
import { partnershipTypeTitle } from '../content/partnership-types.ts'
import { mailMessageId, mailParts, text, type MailParts } from './mail-layout.ts'
import type { MailRenderer, QueuedMail } from './mail-renderer.ts'

export type NoticeKind = SubmissionKind

export interface Notice {
  id: string
  kind: NoticeKind
  recordId: string
  /** As the trigger copied them from the row (supabase/migrations, site_server.queue_notice). */
  details: Record<string, unknown>
}

export interface NoticeMail extends MailParts {
  messageId: string
  subject: string
}

interface Facts {
  heading: string
  subject: string
  fields: [label: string, value: string][]
  adminPath: string
  linkLabel: string
}

const labels = words.labels

function factsOf(kind: NoticeKind, mail: Pick<QueuedMail, 'recordId' | 'details'>): Facts {
  const d = mail.details
  const who = text(d.name)
  const recordId = mail.recordId ?? ''
  switch (kind) {
    case 'application': {
      const types = Array.isArray(d.partnershipTypes) ? d.partnershipTypes.map((id) => partnershipTypeTitle(text(id))).join(', ') : ''
      return {
        heading: words.application.heading,
        subject: words.application.subject(who, text(d.company)),
        fields: [
          [labels.name, who],
          [labels.email, text(d.email)],
          [labels.company, text(d.company)],
          [labels.reference, text(d.reference)],
          ...(types ? [[labels.partnershipTypes, types] as [string, string]] : []),
        ],
        adminPath: `/admin/applications?open=${encodeURIComponent(recordId)}`,
        linkLabel: words.application.link,
      }
    }
    case 'claim':
      return {
        heading: words.claim.heading,
        subject: words.claim.subject(who, text(d.firm)),
        fields: [
          [labels.name, who],
          [labels.email, text(d.email)],
          [labels.firm, text(d.firm)],
        ],
        adminPath: '/admin/claims',
        linkLabel: words.claim.link,
      }
    case 'registration': {
      const outcome = d.status === 'waitlisted' ? words.registration.waitlisted : words.registration.confirmed
      return {
        heading: words.registration.heading(text(d.eventTitle)),
        subject: words.registration.subject(text(d.eventTitle), who, outcome),
        fields: [
          [labels.name, who],
          [labels.email, text(d.email)],
          [labels.firm, text(d.firm)],
          [labels.event, text(d.eventTitle)],
          [labels.registration, outcome],
        ],
        adminPath: registrationsPath(d.eventId),
        linkLabel: words.registration.link,
      }
    }
  }
}

const registrationsPath = (eventId: unknown) => `/admin/events/${encodeURIComponent(text(eventId))}/registrations`

function noticeRenderer(kind: NoticeKind): MailRenderer {
  return {
    render(mail, context) {
      const facts = factsOf(kind, mail)
      const link = new URL(facts.adminPath, context.siteUrl).href
      return {
        subject: facts.subject,
        ...mailParts([
          { type: 'heading', text: facts.heading },
          { type: 'fields', rows: facts.fields },
          { type: 'link', label: facts.linkLabel, href: link },
        ]),
      }
    },
    // The dashboard links the inbox itself (an application's own address opens it from the mail).
    failed: { label: failedMailLabels[kind], path: (mail) => factsOf(kind, mail).adminPath.replace(/\?.*$/, '') },
  }
}

/** The renderers of the staff's notices, by kind. */
export const noticeRenderers: Record<NoticeKind, MailRenderer> = {
  application: noticeRenderer('application'),
  claim: noticeRenderer('claim'),
  registration: noticeRenderer('registration'),
}

/** The mail for one notice. Its Message-ID is the notice's own, so a repeated send is the same message. */
export function noticeMail(notice: Notice, siteUrl: string): NoticeMail {
  return { messageId: mailMessageId(notice.id, siteUrl), ...noticeRenderers[notice.kind].render(notice, { siteUrl }) }
}
