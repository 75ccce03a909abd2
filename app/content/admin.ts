/** Every visible word of the admin area: sign-in, dashboard, Manage Experts, and their toasts. */
import type { AuditAction, AuditKind } from '~/lib/audit-trail'
import { claimConfirmationGraceSeconds } from '~/domain/visitor-mail'

/** The titles of the admin area's toasts. */
export const adminToastTitles = { success: 'Success', info: 'Information', error: 'Error' } as const

/** Words every admin list shares: its filters and its pages. */
export const recordListCopy = {
  statusFilter: 'Filter by status',
  allStatuses: 'All statuses',
  sortBy: 'Sort by',
  retry: 'Try again',
  /** A link (`?open=<id>`) to a record that could not be read: deleted since, or the backend down. */
  openFailed: 'The record this link opens could not be shown: it may have been deleted.',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  pagesLabel: (list: string) => `Pages of ${list}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous page',
  next: 'Next page',
  /** A list whose filters (in the address) match nothing, and the button that clears them. */
  noMatches: 'Nothing matches these filters.',
  /** After a filtered list's counts ('0 experts · 0 active'): they count what the filters match. */
  matchingFilters: 'matching these filters',
  clearFilters: 'Clear filters',
  /** The end of a list of older entries (the audit trail) while filters are set. */
  noOlderMatches: 'No older entries match these filters.',
  /** While a changed filter, order or page loads, the rows on screen are the ones before it. */
  updating: 'Updating the list...',
  /** A dialog whose record (`?open=<id>`, not on the page) is still being read. */
  opening: 'Opening the record...',
  /** Asked when a form with changes is closed by Escape, a click outside or its close button (Cancel discards). */
  unsaved: {
    title: 'Discard your changes?',
    description: 'What you changed in this form is not saved yet.',
    keep: 'Keep editing',
    discard: 'Discard changes',
  },
} as const

/** While the session (and so the guard's answer) loads. */
export const adminLoadingLabel = 'Checking your session'

export const adminLoginCopy = {
  eyebrow: 'Admin area',
  title: 'Sign in',
  intro: 'Staff sign in here to manage the site.',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  backToSite: 'Back to the public site',
  forgotPassword: 'Forgot password?',
  codeTitle: 'Enter your code',
  codeIntro: 'Open the authenticator app you set up for this account and enter the 6-digit code it shows.',
  code: 'Authentication code',
  codeHint: '6 digits, without spaces.',
  codeSubmit: 'Verify',
  codeSubmitting: 'Verifying...',
  passwordSet: 'Your password is set. Sign in with it.',
  otherAccount: 'Sign in with another account',
} as const

export const adminLoginToasts = {
  success: { title: 'Login successful', description: 'Checking admin permissions...' },
  failedTitle: 'Login failed',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const

export const adminLayoutCopy = {
  title: 'Admin Area',
  signedInAs: 'Signed in as',
  navLabel: 'Admin',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  account: 'Account',
} as const

/** The admin nav; an editor sees only what an editor may open (app/lib/auth.ts, isAdminOnlyPath). */
export const adminNavigation = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Experts', to: '/admin/experts' },
  { label: 'Events', to: '/admin/events' },
  { label: 'Resources', to: '/admin/resources' },
  { label: 'Content', to: '/admin/content' },
  { label: 'Applications', to: '/admin/applications' },
  { label: 'Claims', to: '/admin/claims' },
  { label: 'Settings', to: '/admin/settings' },
  { label: 'Security', to: '/admin/security' },
  { label: 'Analytics', to: '/admin/analytics' },
  { label: 'Team', to: '/admin/team' },
] as const

/** What an editor sees on a page only admins open (the page answers 403). */
export const adminOnlyCopy = {
  title: 'Admins only',
  message: 'This page is for admins. Your role is editor: you manage the experts, events, resources and the site’s content, and read the analytics.',
  back: 'Go to the dashboard',
} as const

export const staffRoleLabels = { admin: 'Admin', editor: 'Editor' } as const

export const teamCopy = {
  title: 'Team',
  intro: 'Who can sign in to this admin area. Admins can do everything; editors manage the experts, events, resources and the site’s content, see the analytics, and see nothing visitors send.',
  invite: 'Invite',
  tableLabel: 'Team',
  loading: 'Loading the team',
  loadFailed: 'Failed to load the team. Please try again.',
  retry: 'Try again',
  empty: 'Nobody is on the team.',
  count: (n: number) => (n === 1 ? '1 member' : `${n} members`),
  invitedCount: (n: number) => `${n} invited`,
  columns: { email: 'E-mail', role: 'Role', state: 'State', lastSignIn: 'Last sign-in', twoFactor: 'Two-factor', actions: 'Actions' },
  states: { invited: 'Invited', active: 'Active' },
  never: 'Never',
  twoFactorOn: 'On',
  twoFactorOff: 'Off',
  you: '(you)',
  roleLabel: (email: string) => `Role of ${email}`,
  resend: 'Resend',
  resendLabel: (email: string) => `Resend the invitation to ${email}`,
  resetTwoFactor: 'Reset two-factor',
  resetTwoFactorLabel: (email: string) => `Reset two-factor sign-in of ${email}`,
  remove: 'Remove access',
  removeLabel: (email: string) => `Remove access of ${email}`,
  inviteDialog: {
    title: 'Invite to the team',
    description: 'They get an e-mail with a link to choose a password. The link works for 7 days.',
    email: 'E-mail',
    role: 'Role',
    roleHint: 'Editors manage experts, events, resources and the site’s content, and see the analytics; admins also see what visitors send, the audit trail, the settings and the team.',
    cancel: 'Cancel',
    submit: 'Send invitation',
    submitting: 'Sending...',
  },
  removeDialog: {
    title: (email: string) => `Remove the access of ${email}?`,
    description: 'Their account is deleted and every session of it ends at once. They can be invited again later.',
    cancel: 'Cancel',
    confirm: 'Remove access',
    busy: 'Removing...',
  },
  resetDialog: {
    title: (email: string) => `Reset two-factor sign-in of ${email}?`,
    description: 'Their authenticator app stops working for this site. They set up a new one from their Account page the next time they sign in.',
    cancel: 'Cancel',
    confirm: 'Reset two-factor',
    busy: 'Resetting...',
  },
  toasts: {
    successTitle: 'Success',
    errorTitle: 'Error',
    invited: (email: string) => `Invitation sent to ${email}.`,
    /** The site sends no mail yet (no SMTP_URL): the invitation waits in the queue. */
    invitedNoMail: (email: string) => `${email} is invited, but this site sends no mail yet: the invitation waits in the queue until mail is set up (SMTP_URL).`,
    inviteFailed: 'Failed to send the invitation.',
    resent: (email: string) => `The invitation to ${email} was sent again.`,
    resentNoMail: (email: string) => `A new invitation to ${email} is made, but this site sends no mail yet: it waits in the queue until mail is set up (SMTP_URL).`,
    resendFailed: 'Failed to send the invitation again.',
    roleChanged: (email: string, role: string) => `${email} is now ${role === 'admin' ? 'an admin' : 'an editor'}.`,
    roleFailed: 'Failed to change the role.',
    removed: (email: string) => `${email} no longer has access.`,
    removeFailed: 'Failed to remove access.',
    reset: (email: string) => `Two-factor sign-in of ${email} was reset.`,
    resetFailed: 'Failed to reset two-factor sign-in.',
  },
} as const

export const accountCopy = {
  title: 'Account',
  intro: 'Your sign-in to this admin area.',
  loading: 'Loading your account...',
  email: 'E-mail',
  role: 'Role',
  twoFactorHeading: 'Two-factor sign-in',
  twoFactorOn: 'On: signing in asks for a code from your authenticator app after the password.',
  twoFactorOff: 'Off: signing in asks for your password only.',
  twoFactorRequired: 'This site requires two-factor sign-in: set up an authenticator app to open the rest of the admin area.',
  setUp: 'Set up an authenticator app',
  starting: 'Starting...',
  step1: 'Scan this QR code with an authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator).',
  qrAlt: 'QR code to add this account to an authenticator app',
  secretLabel: 'Or enter this key in the app',
  step2: 'Then enter the 6-digit code the app shows.',
  code: 'Code from the app',
  codeHint: '6 digits, without spaces.',
  confirm: 'Turn on two-factor sign-in',
  confirming: 'Checking...',
  enabled: 'Two-factor sign-in is on. You will be asked for a code each time you sign in.',
  loadFailed: 'Failed to load your account. Please try again.',
  startFailed: 'Failed to start setting up the authenticator app.',
  confirmFailed: 'Failed to turn on two-factor sign-in.',
  startAgain: 'Start a new set-up',
  passwordHeading: 'Password',
  passwordIntro: 'Changing it signs you out everywhere else; this browser stays signed in.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least 12 characters. Not your e-mail address, and not a password leaked from another site.',
  changePassword: 'Change password',
  changingPassword: 'Changing...',
  passwordChanged: 'Your password is changed. Sign in with it from now on.',
  passwordFailed: 'Failed to change your password.',
  toasts: { successTitle: 'Success', errorTitle: 'Error' },
} as const

export const forgotPasswordCopy = {
  eyebrow: 'Admin area',
  title: 'Forgot password?',
  intro: 'Enter the e-mail address of your staff account. We will send a link to choose a new password.',
  email: 'Email',
  submit: 'Send the link',
  submitting: 'Sending...',
  backToSignIn: 'Back to sign in',
} as const

export const setPasswordCopy = {
  eyebrow: 'Admin area',
  invitation: {
    title: 'Accept your invitation',
    intro: (email: string) => `Choose a password for ${email} to join the team.`,
    doneTitle: 'Invitation accepted',
  },
  recovery: {
    title: 'Choose a new password',
    intro: (email: string) => `Choose a new password for ${email}.`,
    doneTitle: 'New password set',
  },
  /** Under the title once the password is set (the status line under it says what to do next). */
  doneIntro: (email: string) => `The account is ${email}.`,
  unusable: {
    title: 'This link does not work',
    used: 'This link was used already. Each link sets a password once.',
    replaced: 'A newer link was sent to this address since this one: use the link in the latest e-mail.',
    expired: 'This link has expired. Invitations last 7 days, password links 1 hour.',
    unknown: 'This link is not one this site sent, or the account was removed.',
    next: 'Ask an admin for a new invitation, or ask for a new password link.',
  },
  failedTitle: 'Password not set',
  password: 'New password',
  passwordHint: 'At least 12 characters. Not your e-mail address, and not a password leaked from another site.',
  submit: 'Set password',
  submitting: 'Setting...',
  forgotPassword: 'Ask for a new password link',
  signIn: 'Go to sign in',
} as const

export const adminLogoutToasts = {
  success: { title: 'Logged out', description: 'You have been logged out successfully' },
  failure: { title: 'Logout failed', description: 'An error occurred while logging out' },
} as const

export const accessDeniedCopy = {
  title: 'Access Denied',
  message: "You don't have admin permissions to access this area.",
  redirecting: 'Taking you to the home page...',
  returnHome: 'Go to the home page now',
} as const

export const adminDashboardCopy = {
  title: 'Dashboard',
  /** What the area runs, as each role may: an editor opens neither what visitors send, nor the settings, the team or the audit trail. */
  intro: {
    admin:
      'Run what the public site shows (experts, events, the resource library, the site’s content and the conference settings), review what visitors send (partnership applications, offer claims and event registrations), see which pages and campaigns bring people in, invite your colleagues, and see who changed what in the audit trail.',
    editor:
      'Run what the public site shows (experts, events, the resource library and the site’s content), and see which pages and campaigns bring people in.',
  },
  sectionsHeading: 'Areas',
  open: 'Open',
  quickActionsHeading: 'Quick actions',
  cards: [
    {
      id: 'experts',
      title: 'Experts Management',
      description: 'Add, edit, activate and remove the experts on the public site.',
      to: '/admin/experts',
    },
    {
      id: 'events',
      title: 'Events',
      description: 'Publish, schedule and retire events, and see who registered.',
      /** An editor sees how many registered, not who (the registrations are admins'). */
      editorDescription: 'Publish, schedule and retire events, and see how many registered.',
      to: '/admin/events',
    },
    {
      id: 'applications',
      title: 'Applications',
      description: 'Review partnership applications, set their status and export them.',
      to: '/admin/applications',
    },
    {
      id: 'claims',
      title: 'Offer claims',
      description: 'See who claimed the conference offer and confirm each claim.',
      to: '/admin/claims',
    },
    {
      id: 'resources',
      title: 'Resource library',
      description: 'Publish guides and files, and retire old ones, on /resources and the Security Hub.',
      to: '/admin/resources',
    },
    {
      id: 'content',
      title: 'Site content',
      description: 'The FAQs, testimonials, perks and the conference’s speakers and agenda: drafts, scheduling, preview and history.',
      to: '/admin/content',
    },
    {
      id: 'settings',
      title: 'System Settings',
      description: 'The conference’s name, dates and time zone, and when the attendee offer ends.',
      to: '/admin/settings',
    },
    {
      id: 'security',
      title: 'Security & Audit',
      description: 'Review every sign-in to the admin area and who changed what.',
      to: '/admin/security',
    },
    {
      id: 'team',
      title: 'Team',
      description: 'Invite staff, choose who is an admin or an editor, and remove access.',
      to: '/admin/team',
    },
    {
      id: 'analytics',
      title: 'Analytics',
      description: 'Visits, sources, campaigns and what they lead to, counted without cookies.',
      to: '/admin/analytics',
    },
  ],
  /** The live count on the Applications and Offer claims cards. */
  newCount: (n: number) => `${n} new`,
  countLoading: 'Counting…',
  countFailed: 'Count unavailable',
  quickActions: {
    addExpert: 'Add New Expert',
    viewSite: 'View Public Site',
  },
} as const

export const manageExpertsCopy = {
  title: 'Manage Experts',
  intro: 'Active experts appear on the public site; inactive ones are kept here but hidden.',
  seed: 'Seed Sample Data',
  seeding: 'Seeding...',
  add: 'Add New Expert',
  tableLabel: 'Experts',
  loading: 'Loading experts',
  empty: 'No experts yet. Add one, or seed the sample data.',
  retry: 'Try again',
  columns: { name: 'Name', role: 'Role', status: 'Status', actions: 'Actions' },
  active: 'Active',
  inactive: 'Inactive',
  switchLabel: (name: string) => `Active: ${name}`,
  editLabel: (name: string) => `Edit ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
  search: 'Search by name or role',
  searchPlaceholder: 'Name or role',
  sorts: { name: 'Name (A to Z)', updated: 'Recently updated' },
  count: (n: number) => (n === 1 ? '1 expert' : `${n} experts`),
  activeCount: (n: number) => `${n} active`,
} as const

export const expertDialogCopy = {
  createTitle: 'Add New Expert',
  editTitle: 'Edit Expert',
  subtitle: 'Fill in the information for the expert profile.',
  name: 'Name',
  namePlaceholder: "Enter expert's name",
  role: 'Role',
  rolePlaceholder: 'e.g. Tax Strategy Advisor',
  image: 'Image',
  imageSourceLabel: 'Image source',
  imageUrlMode: 'URL',
  imageUploadMode: 'Upload',
  imageUrl: 'Image URL',
  imageUrlPlaceholder: 'https://example.com/photo.jpg',
  imageFile: 'Image file',
  imageFileHint: 'PNG, JPEG, GIF, WebP or AVIF, up to 5 MB.',
  imageFileInvalid: 'That file is not an image. Choose a PNG, JPEG, GIF, WebP or AVIF image.',
  previewAlt: 'Preview of the chosen image',
  currentImageAlt: 'Current image',
  description: 'Description',
  descriptionPlaceholder: 'A short introduction to the expert',
  activeStatus: 'Active Status',
  activeHint: 'Enable or disable this expert on the website',
  cancel: 'Cancel',
  create: 'Add Expert',
  update: 'Update Expert',
  uploading: 'Uploading...',
  saving: 'Saving...',
  fieldLabels: {
    name: 'Name',
    role: 'Role',
    description: 'Description',
    image_url: 'Image URL',
    is_active: 'Active Status',
  },
} as const

export const deleteExpertCopy = {
  question: (name: string) => `Are you sure you want to delete ${name}?`,
  consequence:
    'The expert is removed from this list and from the public site. This cannot be undone.',
  cancel: 'Cancel',
  confirm: 'Delete',
  deleting: 'Deleting...',
} as const

/** The toasts of the expert admin actions. */
export const expertToasts = {
  errorTitle: 'Error',
  successTitle: 'Success',
  infoTitle: 'Information',
  loadFailed: 'Failed to load experts. Please try again.',
  unexpected: 'An unexpected error occurred.',
  uploadFailed: 'Failed to upload image.',
  updateFailed: 'Failed to update expert.',
  createFailed: 'Failed to create expert.',
  deleteFailed: 'Failed to delete expert.',
  statusFailed: 'Failed to update expert status.',
  seedFailed: 'Failed to seed expert data.',
  updated: 'Expert updated successfully.',
  created: 'Expert created successfully.',
  deleted: 'Expert deleted successfully.',
  activated: 'Expert activated successfully.',
  deactivated: 'Expert deactivated successfully.',
  seeded: (n: number) => `Created ${n} new expert records.`,
  allSeeded: 'All sample experts already exist in the database.',
} as const

export const applicationStatusLabels = {
  new: 'New',
  in_review: 'In review',
  accepted: 'Accepted',
  declined: 'Declined',
} as const

export const claimStatusLabels = { new: 'New', confirmed: 'Confirmed' } as const

/** Words shared by the two inboxes (/admin/applications and /admin/claims). */
export const inboxCopy = {
  search: 'Search by name or email',
  sorts: { newest: 'Newest first', oldest: 'Oldest first' },
  searchPlaceholder: 'Name or email',
  loadingLabel: 'Loading',
  retry: 'Try again',
  view: 'View',
  status: 'Status',
  submitted: 'Date',
  successTitle: 'Success',
  errorTitle: 'Error',
  unexpected: 'An unexpected error occurred.',
  exportFailed: 'Failed to export the list.',
  exported: (n: number) => (n === 1 ? 'Exported 1 row.' : `Exported ${n} rows.`),
  statusSaved: (label: string) => `Status set to ${label}.`,
  statusFailed: 'Failed to update the status.',
} as const

export const applicationsCopy = {
  title: 'Applications',
  intro: 'Partnership applications sent from the five-step form, newest first.',
  tableLabel: 'Applications',
  empty: 'No applications match.',
  loadFailed: 'Failed to load applications. Please try again.',
  count: (n: number) => (n === 1 ? '1 application' : `${n} applications`),
  columns: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    types: 'Partnership types',
    level: 'Estimated level',
    status: 'Status',
    date: 'Date',
    actions: 'Actions',
  },
  viewLabel: (name: string) => `View the application of ${name}`,
  none: 'None',
  notGiven: 'Not given',
  detail: {
    title: (name: string) => `Application from ${name}`,
    subtitle: (reference: string, date: string) => `Reference ${reference}, received ${date}`,
    contactHeading: 'Contact',
    answersHeading: 'Answers',
    reviewHeading: 'Review',
    fields: {
      name: 'Full name',
      email: 'Email',
      company: 'Company/Organization',
      title: 'Title',
      phone: 'Phone',
      linkedin: 'LinkedIn',
      types: 'Partnership types',
      roles: 'Professional roles',
      experience: 'Experience',
      reach: 'Digital reach',
      method: 'Expertise method',
      areas: 'Expertise areas',
      level: 'Estimated level',
      motivation: 'Partnership motivation',
    },
    statusHint: 'Saved as soon as you change it.',
    note: 'Internal note',
    noteHint: 'Only admins see this note. Up to 2000 characters.',
    saveNote: 'Save note',
    savingNote: 'Saving...',
    close: 'Close',
  },
  noteSaved: 'Internal note saved.',
  noteFailed: 'Failed to save the note.',
} as const

export const claimsCopy = {
  title: 'Offer claims',
  intro: `Claims of the conference offer, newest first. Confirm a claim once you have set up the membership: the claimant then gets an e-mail saying it is confirmed, ${claimConfirmationGraceSeconds} seconds later, so a claim confirmed by mistake can be set back first.`,
  tableLabel: 'Offer claims',
  empty: 'No claims match.',
  loadFailed: 'Failed to load claims. Please try again.',
  count: (n: number) => (n === 1 ? '1 claim' : `${n} claims`),
  columns: { name: 'Name', email: 'Email', firm: 'Firm', date: 'Date', status: 'Status' },
  statusLabel: (name: string) => `Status of the claim from ${name}`,
  /** The site sends no mail yet (no SMTP_URL): the claimant's confirmation waits in the queue. */
  confirmedNoMail: (name: string) =>
    `Status set to Confirmed. This site sends no mail yet, so the e-mail telling ${name} waits in the queue until mail is set up (SMTP_URL).`,
} as const

/** The admin pages' titles and descriptions (their heads: see app/content/page-meta.ts). */
export const adminPageMeta = {
  analytics: {
    title: 'Analytics',
    description: 'Visits, sources, campaigns and conversions, counted on the site without cookies.',
  },
  security: {
    title: 'Security & Audit',
    description: 'Who changed what, and every sign-in to the admin area.',
  },
  team: { title: 'Team', description: 'Who can sign in to the admin area, and their roles.' },
  account: { title: 'Account', description: 'Your sign-in and two-factor sign-in.' },
  forgotPassword: { title: 'Forgot password', description: 'Ask for a link to choose a new password.' },
  setPassword: { title: 'Set your password', description: 'Choose a password with the link from your e-mail.' },
  login: {
    title: 'Admin sign in',
    description: 'Staff sign in to manage the site.',
  },
  dashboard: { title: 'Admin dashboard', description: 'Manage the content of the site.' },
  events: { title: 'Manage Events', description: 'Add, edit, publish and remove the events shown on the site.' },
  eventForm: { title: 'Event', description: 'Add or edit an event.' },
  eventRegistrations: { title: 'Registrations', description: 'The registrations of an event.' },
  eventPreview: { title: 'Event preview', description: 'An event as its public page will show it.' },
  settings: { title: 'System Settings', description: 'The conference, the attendee offer and the site figures.' },
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
  resources: {
    title: 'Resources',
    description: 'Publish, edit and retire the resources of the library and the Security Hub.',
  },
  content: {
    title: 'Site content',
    description: 'The FAQs, testimonials, perks, speakers and agenda the public pages show.',
  },
} as const

export const eventStatusLabels = { draft: 'Draft', published: 'Published' } as const
export const registrationModeLabels = {
  none: 'No registration',
  external: 'Registration link (another site)',
  on_site: 'Registration on this site',
} as const
export const registrationStatusLabels = { confirmed: 'Confirmed', waitlisted: 'Waitlisted', cancelled: 'Cancelled' } as const

export const manageEventsCopy = {
  title: 'Manage Events',
  intro: 'Published events appear on /events, their own pages and the calendar feed; drafts only here.',
  add: 'Add Event',
  tableLabel: 'Events',
  loading: 'Loading events',
  empty: 'No events yet. Add one.',
  retry: 'Try again',
  loadFailed: 'Failed to load events. Please try again.',
  columns: { title: 'Title', date: 'Date', status: 'Status', registrations: 'Registrations', actions: 'Actions' },
  toBeAnnounced: 'Date to be announced',
  search: 'Search by title or address',
  searchPlaceholder: 'Title or page address',
  sorts: { date: 'Date (latest first)', title: 'Title (A to Z)' },
  published: 'Published',
  draft: 'Draft',
  publishLabel: (title: string) => `Published: ${title}`,
  editLabel: (title: string) => `Edit ${title}`,
  previewLabel: (title: string) => `Preview ${title}`,
  duplicateLabel: (title: string) => `Duplicate ${title}`,
  deleteLabel: (title: string) => `Delete ${title}`,
  cancelEventLabel: (title: string) => `Cancel the event ${title}`,
  cancelled: 'Cancelled',
  registrationsLabel: (title: string) => `Registrations of ${title}`,
  noRegistration: 'None',
  externalRegistration: 'On another site',
  waitlisted: (n: number) => `${n} waitlisted`,
  count: (n: number) => (n === 1 ? '1 event' : `${n} events`),
  publishedCount: (n: number) => `${n} published`,
} as const

export const eventFormCopy = {
  createTitle: 'Add Event',
  editTitle: 'Edit Event',
  subtitle: 'Dates and times are in the event’s own time zone.',
  back: 'All events',
  slugTaken: 'Page address: another event already uses it. Choose another.',
  sections: { about: 'About the event', when: 'Date and place', banner: 'Banner', registration: 'Registration', publishing: 'Publishing' },
  fields: {
    title: 'Title',
    slug: 'Page address',
    summary: 'Summary',
    description: 'Description',
    starts: 'Starts',
    ends: 'Ends',
    timeZone: 'Time zone',
    format: 'Format',
    venue: 'Venue',
    address: 'Address',
    bannerUrl: 'Banner image URL',
    registration: 'Registration',
    registrationUrl: 'Registration link',
    capacity: 'Capacity',
    registrationCloses: 'Registration closes',
    joinUrl: 'Join link',
    status: 'Status',
  },
  hints: {
    slug: 'The end of the event’s address, /events/… Leave empty to make one from the title.',
    summary: 'One or two sentences for the list of events.',
    description: 'Plain text; leave a blank line between paragraphs.',
    starts: 'Leave both dates empty while the date is to be announced.',
    venue: 'For an in-person or hybrid event.',
    joinUrl: 'How to join online (a meeting link). Only confirmed registrants get it, in their confirmation and reminder; it never shows on the public page or in the calendar feed.',
    capacity: 'For registration on this site; empty for no limit. When it is full, visitors join a waitlist.',
    registrationCloses: 'Empty: registration closes when the event starts.',
    status: 'Drafts show nowhere public.',
  },
  timeZonePlaceholder: 'Choose a time zone',
  banner: {
    image: 'Banner image',
    imageUrlMode: 'URL',
    imageUploadMode: 'Upload',
    imageFile: 'Banner file',
    imageFileHint: 'PNG, JPEG, GIF, WebP or AVIF, up to 5 MB. Without a banner, the event shows a drawn card with its title and date.',
    imageFileInvalid: 'That file is not an image. Choose a PNG, JPEG, GIF, WebP or AVIF image.',
    previewAlt: 'Preview of the chosen banner',
  },
  bannerUrlPlaceholder: 'https://… or /images/…',
  cancel: 'Cancel',
  create: 'Save Event',
  update: 'Save Changes',
  uploading: 'Uploading...',
  saving: 'Saving...',
} as const

export const deleteEventCopy = {
  question: (title: string) => `Are you sure you want to delete ${title}?`,
  consequence: 'The event and its registrations are removed from this list and from the public site. This cannot be undone.',
  cancel: 'Cancel',
  confirm: 'Delete',
  deleting: 'Deleting...',
} as const

/** 'Cancel event': a published event that will not take place (not a deletion: its page stays and says so). */
/** Asked before staff cancel a registration: there is no restoring it, and its seat moves on. */
export const cancelRegistrationCopy = {
  question: (name: string) => `Cancel the registration of ${name}?`,
  consequence:
    'A cancelled registration cannot be restored. If it holds a seat, the seat goes to the first person on the waitlist, who gets a confirmation e-mail. The person cancelled is not sent an e-mail.',
  keep: 'Keep the registration',
  confirm: 'Cancel registration',
  cancelling: 'Cancelling...',
} as const

export const cancelEventCopy = {
  question: (title: string) => `Cancel ${title}?`,
  consequence:
    'Its page says it was cancelled and it takes no more registrations. Everyone registered or on the waitlist gets an e-mail saying so, with a calendar update that removes it, except those the registrations page shows as held (their first mail was held by the daily limit). This cannot be undone.',
  cancel: 'Keep the event',
  confirm: 'Cancel event',
  cancelling: 'Cancelling...',
} as const

export const eventToasts = {
  errorTitle: 'Error',
  successTitle: 'Success',
  loadFailed: 'Failed to load events. Please try again.',
  created: 'Event created successfully.',
  updated: 'Event updated successfully.',
  published: 'Event published.',
  unpublished: 'Event unpublished: it is a draft again.',
  duplicated: (title: string) => `A draft copy of ${title} was created.`,
  deleted: 'Event deleted successfully.',
  cancelled: (title: string) => `${title} is cancelled. Its registrants are being told by e-mail.`,
  /** The site sends no mail yet (no SMTP_URL): the mails to registrants wait in the queue. */
  cancelledNoMail: (title: string) => `${title} is cancelled. This site sends no mail yet, so the mails to its registrants wait in the queue until mail is set up (SMTP_URL).`,
  cancelFailed: 'Failed to cancel the event.',
  cannotCancel: 'Only a published event that is not over, and not cancelled already, can be cancelled.',
  createFailed: 'Failed to create the event.',
  updateFailed: 'Failed to update the event.',
  statusFailed: 'Failed to change the event’s status.',
  duplicateFailed: 'Failed to duplicate the event.',
  deleteFailed: 'Failed to delete the event.',
  uploadFailed: 'Failed to upload image.',
} as const

export const eventPreviewCopy = {
  banner: (status: string) => `Preview: this is how the event’s page will look. Status: ${status}.`,
  edit: 'Edit this event',
  back: 'Back to Manage Events',
} as const

export const registrationsCopy = {
  title: (event: string) => `Registrations: ${event}`,
  intro: 'Confirmed registrations hold a seat; the waitlist is in the order people registered.',
  back: 'All events',
  confirmedOf: (confirmed: number, capacity: number | null) =>
    capacity ? `${confirmed} of ${capacity} seats taken` : `${confirmed} confirmed`,
  waitlist: (n: number) => (n === 1 ? '1 on the waitlist' : `${n} on the waitlist`),
  tableLabel: 'Registrations',
  empty: 'No registrations yet.',
  loading: 'Loading registrations',
  loadFailed: 'Failed to load the registrations. Please try again.',
  columns: { name: 'Name', email: 'Email', firm: 'Firm', date: 'Registered', status: 'Status', mail: 'Confirmation e-mail', actions: 'Actions' },
  sorts: { registered: 'Registered (waitlist order)', name: 'Name (A to Z)' },
  moveUp: 'Move up',
  moveUpLabel: (name: string) => `Move up ${name} from the waitlist`,
  cancel: 'Cancel',
  cancelLabel: (name: string) => `Cancel the registration of ${name}`,
  movedUp: (name: string) => `${name} now has a seat.`,
  cancelled: (name: string) => `The registration of ${name} is cancelled.`,
  updateFailed: 'Failed to update the registration.',
  exportFailed: 'Failed to export the list.',
  exported: (n: number) => (n === 1 ? 'Exported 1 row.' : `Exported ${n} rows.`),
} as const

/**
 * Whether a registration's confirmation (or waitlist mail) went out, as the registrations page
 * shows it: the states of public.registration_mail_states().
 */
export const registrationMailStateLabels = {
  sent: 'Sent',
  queued: 'Not sent yet',
  failed: 'Could not be sent',
  held: 'Held: daily limit for this address',
  none: 'None',
} as const

export const settingsCopy = {
  title: 'System Settings',
  intro: 'What the conference page, the claim page and the invite pages show, and the figures the home, story and perks pages state. Changes appear on the site at once.',
  conferenceHeading: 'RightNOW conference',
  offerHeading: 'Attendee offer',
  figuresHeading: 'Site figures',
  postEventHeading: 'Post-event group',
  postEventIntro: "The group the speakers' session pages invite attendees to (RSVP). The pages invite to it until its last weekly session is over.",
  fields: {
    conferenceName: 'Conference name',
    conferenceStarts: 'Conference starts',
    conferenceEnds: 'Conference ends',
    conferenceTimeZone: 'Conference time zone',
    offerEnds: 'Offer ends',
    communitySize: 'Community size',
    activeMembers: 'Active members',
    postEventFirstSession: 'First session',
    postEventSessions: 'Weekly sessions',
    postEventTime: 'Session time',
    postEventRecordings: 'Recordings for all registrants',
  },
  hints: {
    conferenceStarts: 'Registration on the site closes when the conference starts, or earlier if its event sets an earlier closing time.',
    offerEnds: 'Claims are accepted through the end of this day, in the conference time zone.',
    communitySize: 'Shown on the home page and the story page, as you write it (for example 948+). At most 20 characters.',
    activeMembers: 'Shown on the perks page. Leave it empty to show the community size there. At most 20 characters.',
    postEventFirstSession: 'Leave it empty when there is no group: the pages then invite to none.',
    postEventTime: 'As attendees should read it, with its time zone (for example 2:00-3:00 PM EDT). At most 40 characters.',
  },
  save: 'Save',
  saving: 'Saving...',
  saved: 'Settings saved.',
  saveFailed: 'Failed to save the settings.',
  loading: 'Loading the settings',
  loadFailed: 'Failed to load the settings. Please try again.',
} as const

export const auditKindLabels = {
  experts: 'Expert',
  events: 'Event',
  resources: 'Resource',
  site_settings: 'Settings',
  user_roles: 'User role',
  partnership_applications: 'Application',
  offer_claims: 'Offer claim',
  event_registrations: 'Event registration',
  sign_in: 'Sign-in',
  staff_account: 'Staff account',
  faq_entries: 'FAQ entry',
  testimonials: 'Testimonial',
  perks: 'Perk',
  speakers: 'Speaker',
  agenda_sessions: 'Agenda session',
} as const satisfies Record<AuditKind, string>

export const auditActionLabels = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  signed_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_in_refused: 'Sign-in refused (too many attempts)',
  invitation_sent: 'Invitation sent',
  invitation_accepted: 'Invitation accepted',
  password_reset: 'Password reset by e-mail link',
  password_changed: 'Password changed on the Account page',
  two_factor_reset: 'Two-factor sign-in reset',
} as const satisfies Record<AuditAction, string>

export const securityCopy = {
  title: 'Security & Audit',
  intro:
    'Every change to experts, events, resources, the site’s content, settings, staff accounts and roles, the status and notes of what visitors send, and every sign-in to the admin area, newest first. Changes made outside the site are recorded too.',
  who: 'Who',
  whoPlaceholder: 'E-mail or database',
  kind: 'Kind of record',
  allKinds: 'All kinds',
  action: 'Action',
  allActions: 'All actions',
  tableLabel: 'Audit trail',
  columns: { when: 'When', who: 'Who', kind: 'Record', action: 'Action' },
  loading: 'Loading the audit trail',
  loadFailed: 'The audit trail could not be loaded. Please try again.',
  retry: 'Try again',
  /** With no filter set (filters that match nothing say so in every list's own words). */
  empty: 'Nothing is recorded yet.',
  showOlder: 'Show older entries',
  loadingOlder: 'Loading...',
  end: 'That is the oldest entry kept.',
  shown: (n: number) => (n === 1 ? '1 entry shown' : `${n} entries shown`),
  details: 'Details',
  /** After the kind of record: the record's name ('Expert · Amara Okafor, CPA'). */
  labelled: (label: string) => ` · ${label}`,
  record: 'Record',
  clientAddress: 'Client address',
  userId: 'User id',
  changesLabel: 'Changed fields',
  field: 'Field',
  before: 'Before',
  after: 'After',
  noChanges: 'Nothing was copied into the trail for this entry.',
  empty_value: '(empty)',
  visitorSubmission: 'Sent by a visitor; their details stay with the submission, not in the trail.',
} as const

export const failedNoticesCopy = {
  heading: 'E-mail notices that could not be sent',
  /** Mail to the team (NOTIFY_TO), and mail to one person, that failed for good. */
  intro: (toTeam: number, toPeople: number) =>
    [
      toTeam > 0
        ? `${toTeam === 1 ? 'One notice' : `${toTeam} notices`} about new submissions never reached the team's mailbox after every retry. The submissions themselves are stored: open them here.`
        : '',
      toPeople > 0
        ? `${toPeople === 1 ? 'One e-mail' : `${toPeople} e-mails`} to a person never reached them after every retry: open the record to see whom it was for.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  from: (name: string) => (name ? `from ${name}` : ''),
  to: (name: string) => (name ? `to ${name}` : ''),
  tries: (n: number) => `${n} tries`,
  lastError: 'Last error',
} as const
