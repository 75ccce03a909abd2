/** The kinds of record and the actions the audit trail records (audit.entries in the migrations). */
export const auditKinds = [
  'experts',
  'events',
  'resources',
  'site_settings',
  'user_roles',
  'partnership_applications',
  'offer_claims',
  'event_registrations',
  'sign_in',
  'staff_account',
  'faq_entries',
  'testimonials',
  'perks',
  'speakers',
  'agenda_sessions',
] as const
export type AuditKind = (typeof auditKinds)[number]

export const auditActions = [
  'created',
  'updated',
  'deleted',
  'signed_in',
  'sign_in_failed',
  'sign_in_refused',
  'invitation_sent',
  'invitation_accepted',
  'password_reset',
  'password_changed',
  'two_factor_reset',
] as const
export type AuditAction = (typeof auditActions)[number]
