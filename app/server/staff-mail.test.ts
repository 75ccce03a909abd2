import { describe, expect, it } from 'vitest'
import { staffMailRenderers } from './staff-mail'

const context = { siteUrl: 'https://community.example.com', siteName: 'Ledgerline Community' }
const token = 'a1'.repeat(32)

describe('the mail of staff accounts', () => {
  it('invites with the role and a link to the password page that carries the token', () => {
    const mail = staffMailRenderers.staff_invitation.render(
      { recordId: null, details: { token, role: 'editor' } },
      context,
    )
    expect(mail.subject).toBe('Your invitation to the Ledgerline Community admin area')
    // An editor is told everything an editor may do, the site's content and analytics included.
    expect(mail.text).toContain('You are invited as an editor: you will manage the experts, events, resources and content the site shows, and see its analytics.')
    expect(mail.text).toContain(
      `Accept the invitation and choose a password: https://community.example.com/admin/password?token=${token}`,
    )
    expect(mail.text).toContain('The link works once, for 7 days.')
    expect(mail.html).toContain(
      `href="https://community.example.com/admin/password?token=${token}"`,
    )
  })

  it('sends a password link that says it lasts an hour, and keeps whatever the token holds inside the link', () => {
    const mail = staffMailRenderers.staff_recovery.render(
      { recordId: null, details: { token: '"><script>x</script>' } },
      context,
    )
    expect(mail.subject).toBe('Choose a new password for the Ledgerline Community admin area')
    expect(mail.text).toContain('The link works once, for 1 hour.')
    expect(mail.html).not.toContain('<script>')
    expect(mail.text).toContain('/admin/password?token=%22%3E%3Cscript%3Ex%3C%2Fscript%3E')
  })
})
