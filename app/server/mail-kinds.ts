/**
 * Every kind of mail the site sends, each with its renderer: the one list the outbox's worker
 * (scripts/server/notice-worker.ts) and the dashboard read. A new kind is a renderer added here
 * and a row queued with site_server.queue_mail() (docs/decisions/035-one-mail-outbox.md);
 * tests/unit/mail-kinds.test.ts holds every kind the migrations queue to an entry here.
 *
 * Plain TypeScript without JSX and with relative imports only: the production server loads it
 * directly (scripts/server).
 */
import { mailMessageId } from './mail-layout.ts'
import type { MailContext, MailRenderer, QueuedMail, RenderedMail } from './mail-renderer.ts'
import { noticeRenderers } from './notice-mail.ts'
import { staffMailRenderers } from './staff-mail.ts'

export const mailKinds: Readonly<Record<string, MailRenderer>> = {
  ...noticeRenderers,
  ...staffMailRenderers,
}

export class UnknownMailKindError extends Error {
  override name = 'UnknownMailKindError'
  constructor(kind: string) {
    super(`no renderer for the mail kind ${JSON.stringify(kind)} (app/server/mail-kinds.ts)`)
  }
}

/** The mail a queued row becomes, with its Message-ID; throws UnknownMailKindError for a kind without a renderer. */
export function renderQueuedMail(mail: QueuedMail, context: MailContext): RenderedMail & { messageId: string } {
  const renderer = Object.hasOwn(mailKinds, mail.kind) ? mailKinds[mail.kind] : undefined
  if (!renderer) throw new UnknownMailKindError(mail.kind)
  return { messageId: mailMessageId(mail.id, context.siteUrl), ...renderer.render(mail, context) }
}
