import { describe, expect, it } from 'vitest'
import { noticeMail, type Notice } from './notice-mail'

const site = 'https://community.example.com'

describe('the e-mail of a notice', () => {
  const application: Notice = {
    id: '7d000000-0000-4000-8000-000000000001',
    kind: 'application',
    recordId: '5a1e0000-0000-4000-8000-000000000001',
    details: { name: '<b>Priya</b> & "Co"', email: 'priya@example.com', company: 'Raman <Tax>', reference: 'APP-MNQQRYQS', partnershipTypes: ['workshops', 'peer-groups', 'retired-type'] },
  }

  it('says what arrived in both parts, links to the admin area, and has a stable Message-ID', () => {
    const mail = noticeMail(application, site)
    expect(mail.messageId).toBe('<notice-7d000000-0000-4000-8000-000000000001@community.example.com>')
    expect(noticeMail(application, site).messageId).toBe(mail.messageId)
    expect(mail.subject).toBe('New partnership application: <b>Priya</b> & "Co", Raman <Tax>')
    expect(mail.text).toContain('Name: <b>Priya</b> & "Co"')
    expect(mail.text).toContain('E-mail: priya@example.com')
    expect(mail.text).toContain('Company: Raman <Tax>')
    expect(mail.text).toContain('Reference: APP-MNQQRYQS')
    // The types by their titles in the form (an id no longer offered as it was stored).
    expect(mail.text).toMatch(/: Workshops, Peer Groups, retired-type\n/)
    expect(mail.text).toContain('Open the application in the admin area: https://community.example.com/admin/applications?open=5a1e0000-0000-4000-8000-000000000001')
    expect(mail.html).toContain('href="https://community.example.com/admin/applications?open=5a1e0000-0000-4000-8000-000000000001"')
  })

  it('escapes everything the visitor typed in the HTML part', () => {
    const { html } = noticeMail(application, site)
    expect(html).toContain('&lt;b&gt;Priya&lt;/b&gt; &amp; &quot;Co&quot;')
    expect(html).toContain('Raman &lt;Tax&gt;')
    expect(html).not.toContain('<b>Priya')
  })

  it('names the event and whether a registration got a seat or the waitlist, and links to its registrations', () => {
    const registration: Notice = {
      id: '7d000000-0000-4000-8000-000000000002',
      kind: 'registration',
      recordId: 'r',
      details: { name: 'Ana', email: 'ana@example.com', firm: 'Ana LLP', status: 'waitlisted', eventId: 'e0000000-0000-4000-8000-000000000004', eventTitle: 'RightNOW 2026' },
    }
    const mail = noticeMail(registration, site)
    expect(mail.subject).toBe('New registration for RightNOW 2026: Ana (on the waitlist)')
    expect(mail.text).toContain('Registration: On the waitlist')
    expect(mail.text).toContain('https://community.example.com/admin/events/e0000000-0000-4000-8000-000000000004/registrations')
    expect(noticeMail({ ...registration, details: { ...registration.details, status: 'confirmed' } }, site).text).toContain('Registration: Seat confirmed')
  })

  it('a claim: name, e-mail and firm, linked to the claims', () => {
    const mail = noticeMail({ id: 'x', kind: 'claim', recordId: 'c', details: { name: 'Dana', email: 'dana@example.com', firm: 'Okafor & Partners' } }, site)
    expect(mail.subject).toBe('New offer claim: Dana, Okafor & Partners')
    expect(mail.text).toContain('Firm: Okafor & Partners')
    expect(mail.html).toContain('Okafor &amp; Partners')
    expect(mail.text).toContain('https://community.example.com/admin/claims')
  })
})
