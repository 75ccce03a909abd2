/**
 * The admin pages' titles and descriptions, and the loading label. Route heads and
 * guards are part of the main route tree, so they import only this small module;
 * the rest of the admin copy (app/content/admin.ts) loads with the admin pages.
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
} as const

export const adminLoadingLabel = 'Checking your session'
