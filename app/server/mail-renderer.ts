/**
 * What a kind of mail is to the outbox (site_server.notices): a renderer that turns the row the
 * database queued into the mail's subject, text and HTML parts and attachments, and how the
 * dashboard names and links a mail of that kind that could not be sent. app/server/mail-kinds.ts
 * lists one per kind.
 */
import type { MailParts } from './mail-layout.ts'

/** A row of the outbox as the worker claimed it. */
export interface QueuedMail {
  id: string
  kind: string
  /** The row the mail is about, when there is one. */
  recordId: string | null
  /** What the database queued for the renderer (supabase/migrations: the trigger or function that queues the kind). */
  details: Record<string, unknown>
}

export interface MailContext {
  /** The site's public address (SITE_URL), for links. */
  siteUrl: string
  /** The site's name (SITE_NAME), as mails sign. */
  siteName?: string
}

export interface MailAttachment {
  filename: string
  content: string
  /** With its parameters, as `text/calendar; method=PUBLISH; charset=utf-8`. */
  contentType: string
}

export interface RenderedMail extends MailParts {
  subject: string
  attachments?: MailAttachment[]
}

export interface MailRenderer {
  render(mail: Pick<QueuedMail, 'recordId' | 'details'>, context: MailContext): RenderedMail
  /** On the dashboard's list of mail that could not be sent: what it was, and the admin page (a path, no query) of its record. */
  failed: { label: string; path(mail: Pick<QueuedMail, 'recordId' | 'details'>): string }
}
