/**
 * The admin pages' titles and descriptions. Route heads are part of the main
 * route tree, so this module is loaded on demand (app/lib/admin-meta.ts) rather
 * than imported, keeping admin wording out of the public pages' code.
 */
export const adminMeta = {
  login: {
    title: 'Admin sign in',
    description: 'Sign in to manage the experts shown on the site.',
  },
  dashboard: { title: 'Admin dashboard', description: 'Manage the content of the site.' },
  experts: {
    title: 'Manage Experts',
    description: 'Add, edit, activate and remove the experts shown on the site.',
  },
  applications: {
    title: 'Applications',
    description: 'Review the partnership applications sent from the site.',
  },
  claims: {
    title: 'Offer claims',
    description: 'Review the offer claims sent from the site.',
  },
} as const
