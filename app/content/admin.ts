/** Every visible word of the admin area: sign-in, dashboard, Manage Experts, and their toasts. */

/** While the session (and so the guard's answer) loads. */
export const adminLoadingLabel = 'Checking your session'

export const adminLoginCopy = {
  eyebrow: 'Admin area',
  title: 'Sign in',
  intro: 'Administrators sign in here to manage the experts shown on the site.',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  backToSite: 'Back to the public site',
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
} as const

export const adminNavigation = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Experts', to: '/admin/experts' },
  { label: 'Applications', to: '/admin/applications' },
  { label: 'Claims', to: '/admin/claims' },
  { label: 'Resources', to: '/admin/resources' },
] as const

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
  intro:
    'Manage the experts shown on the public site and review the partnership applications and offer claims visitors send.',
  sectionsHeading: 'Areas',
  comingSoon: 'Coming Soon',
  open: 'Open',
  quickActionsHeading: 'Quick actions',
  cards: [
    {
      id: 'experts',
      title: 'Experts Management',
      description: 'Add, edit, activate and remove the experts on the public site.',
      to: '/admin/experts',
      enabled: true,
    },
    {
      id: 'applications',
      title: 'Applications',
      description: 'Review partnership applications, set their status and export them.',
      to: '/admin/applications',
      enabled: true,
    },
    {
      id: 'claims',
      title: 'Offer claims',
      description: 'See who claimed the conference offer and confirm each claim.',
      to: '/admin/claims',
      enabled: true,
    },
    {
      id: 'resources',
      title: 'Resource library',
      description: 'Publish guides and files, and retire old ones, on /resources and the Security Hub.',
      to: '/admin/resources',
      enabled: true,
    },
    {
      id: 'settings',
      title: 'System Settings',
      description: 'Configure the site and its integrations.',
      to: '/admin/settings',
      enabled: false,
    },
    {
      id: 'security',
      title: 'Security & Audit',
      description: 'Review sign-ins and the changes made by administrators.',
      to: '/admin/security',
      enabled: false,
    },
    {
      id: 'analytics',
      title: 'Analytics',
      description: 'See how visitors use the site.',
      to: '/admin/analytics',
      enabled: false,
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
  statusFilter: 'Filter by status',
  allStatuses: 'All statuses',
  search: 'Search by name or email',
  searchPlaceholder: 'Name or email',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
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
  intro: 'Claims of the conference offer, newest first. Confirm a claim once you have set up the membership.',
  tableLabel: 'Offer claims',
  empty: 'No claims match.',
  loadFailed: 'Failed to load claims. Please try again.',
  count: (n: number) => (n === 1 ? '1 claim' : `${n} claims`),
  columns: { name: 'Name', email: 'Email', firm: 'Firm', date: 'Date', status: 'Status' },
  statusLabel: (name: string) => `Status of the claim from ${name}`,
} as const

/** The admin pages' titles and descriptions (their heads: see app/content/page-meta.ts). */
export const adminPageMeta = {
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
  resources: {
    title: 'Resources',
    description: 'Publish, edit and retire the resources of the library and the Security Hub.',
  },
} as const
