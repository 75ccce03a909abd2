/**
 * The e-mail a notice becomes: what arrived (name, e-mail, company or firm; for a
 * registration the event and seat or waitlist), a link to it in the admin area, a plain-text
 * part always, and an HTML part rendered by React, which escapes everything a visitor typed.
 * Plain TypeScript without JSX: the production server loads it directly (scripts/server).
 */
import { createElement as h, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { SubmissionKind } from '../domain/submission-kinds'

export type NoticeKind = SubmissionKind

export interface Notice {
  id: string
  kind: NoticeKind
  recordId: string
  /** As the trigger copied them from the row (supabase/migrations, site_server.queue_notice). */
  details: Record<string, unknown>
}

export interface NoticeMail {
  messageId: string
  subject: string
  text: string
  html: string
}

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value))

interface Facts {
  heading: string
  subject: string
  fields: [label: string, value: string][]
  adminPath: string
  linkLabel: string
}

function factsOf(notice: Notice): Facts {
  const d = notice.details
  const who = text(d.name)
  switch (notice.kind) {
    case 'application': {
      const types = Array.isArray(d.partnershipTypes) ? d.partnershipTypes.map(text).join(', ') : ''
      return {
        heading: 'A new partnership application arrived',
        subject: `New partnership application: ${who}, ${text(d.company)}`,
        fields: [
          ['Name', who],
          ['E-mail', text(d.email)],
          ['Company', text(d.company)],
          ['Reference', text(d.reference)],
          ...(types ? [['Partnership types', types] as [string, string]] : []),
        ],
        adminPath: `/admin/applications?open=${encodeURIComponent(notice.recordId)}`,
        linkLabel: 'Open the application in the admin area',
      }
    }
    case 'claim':
      return {
        heading: 'A new offer claim arrived',
        subject: `New offer claim: ${who}, ${text(d.firm)}`,
        fields: [
          ['Name', who],
          ['E-mail', text(d.email)],
          ['Firm', text(d.firm)],
        ],
        adminPath: '/admin/claims',
        linkLabel: 'Open the offer claims in the admin area',
      }
    case 'registration': {
      const outcome = d.status === 'waitlisted' ? 'On the waitlist' : 'Seat confirmed'
      return {
        heading: `A new registration for ${text(d.eventTitle)}`,
        subject: `New registration for ${text(d.eventTitle)}: ${who} (${outcome.toLowerCase()})`,
        fields: [
          ['Name', who],
          ['E-mail', text(d.email)],
          ['Firm', text(d.firm)],
          ['Event', text(d.eventTitle)],
          ['Registration', outcome],
        ],
        adminPath: `/admin/events/${encodeURIComponent(text(d.eventId))}/registrations`,
        linkLabel: 'Open the event’s registrations in the admin area',
      }
    }
  }
}

function htmlBody(facts: Facts, link: string): string {
  const cell = { padding: '4px 12px 4px 0', verticalAlign: 'top' }
  const body: ReactNode = h(
    'div',
    { style: { fontFamily: 'Arial, sans-serif', fontSize: '15px', color: '#111827' } },
    h('h1', { style: { fontSize: '18px' } }, facts.heading),
    h(
      'table',
      { role: 'presentation', style: { borderCollapse: 'collapse' } },
      h(
        'tbody',
        null,
        ...facts.fields.map(([label, value]) =>
          h('tr', { key: label }, h('th', { style: { ...cell, textAlign: 'left' } }, label), h('td', { style: cell }, value)),
        ),
      ),
    ),
    h('p', null, h('a', { href: link }, facts.linkLabel)),
  )
  return `<!doctype html><html lang="en"><body>${renderToStaticMarkup(body)}</body></html>`
}

/** The mail for one notice. Its Message-ID is the notice's own, so a repeated send is the same message. */
export function noticeMail(notice: Notice, siteUrl: string): NoticeMail {
  const facts = factsOf(notice)
  const link = new URL(facts.adminPath, siteUrl).href
  return {
    messageId: `<notice-${notice.id}@${new URL(siteUrl).hostname}>`,
    subject: facts.subject,
    text: [facts.heading, '', ...facts.fields.map(([label, value]) => `${label}: ${value}`), '', `${facts.linkLabel}: ${link}`, ''].join('\n'),
    html: htmlBody(facts, link),
  }
}
