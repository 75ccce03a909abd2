import { describe, expect, it } from 'vitest'
import { renderQueuedMail } from './mail-kinds'

const context = { siteUrl: 'https://community.example.com', siteName: 'Ledgerline Community' }

describe('receipts', () => {
  it('an application’s: its reference and what happens next, the name escaped in HTML', () => {
    const mail = renderQueuedMail({ id: 'r1', kind: 'application_receipt', recordId: 'a1', details: { name: '<i>Priya</i>', reference: 'APP-MNQQRYQS' } }, context)
    expect(mail.subject).toBe('Application received: APP-MNQQRYQS')
    expect(mail.text).toBe(
      [
        'Application received',
        'Hello <i>Priya</i>,',
        'Thank you for applying to become a community partner.',
        'Your reference: APP-MNQQRYQS',
        'Quote it if you contact us about your application.',
        'What happens next',
        '- The partnerships team reviews your answers.\n- Any follow-up comes to the email address you gave.',
        'Ledgerline Community',
      ].join('\n\n') + '\n',
    )
    expect(mail.html).toContain('Hello &lt;i&gt;Priya&lt;/i&gt;,')
    expect(mail.html).not.toContain('<i>Priya')
  })

  it('a claim’s: the name and what comes next, nothing else', () => {
    const mail = renderQueuedMail({ id: 'r2', kind: 'claim_receipt', recordId: 'c1', details: { name: 'Dana' } }, context)
    expect(mail.subject).toBe('We received your claim')
    expect(mail.text).toBe('Claim received\n\nHello Dana,\n\nWe received your claim. We will confirm your Core Advantage membership by email.\n\nLedgerline Community\n')
  })

  it('a claim’s confirmation: the name and that the membership is confirmed, nothing else', () => {
    const mail = renderQueuedMail({ id: 'r3', kind: 'claim_confirmation', recordId: 'c1', details: { name: '<b>Dana</b>' } }, context)
    expect(mail.subject).toBe('Your Core Advantage membership is confirmed')
    expect(mail.text).toBe('Membership confirmed\n\nHello <b>Dana</b>,\n\nWe have confirmed your Core Advantage membership.\n\nLedgerline Community\n')
    expect(mail.html).toContain('Hello &lt;b&gt;Dana&lt;/b&gt;,')
    expect(mail.html).not.toContain('<b>Dana')
  })
})
