/** The words of /admin/content: the sections, each kind's list and form, History, and the toasts. */
import type { ContentSection } from '~/lib/admin-lists'

export const contentPageCopy = {
  /** The control that picks a section. */
  sectionsLabel: 'Kind of content',
  sections: {
    faq: 'FAQ',
    testimonials: 'Testimonials',
    perks: 'Perks',
    speakers: 'Speakers',
    agenda: 'Agenda',
  } satisfies Record<ContentSection, string>,
  preview: 'Preview',
  /** The Preview link's accessible name: which page, and that it opens apart. */
  previewLabel: (page: string) => `Preview ${page} with unpublished changes (opens in a new tab)`,
} as const

/** What every kind's list says. */
export const contentListCopy = {
  search: 'Search',
  loading: 'Loading entries...',
  loadFailed: 'Failed to load the entries.',
  retry: 'Try again',
  /** With no filter set: the kind has no entries at all (a search that finds none says so in the list's own words). */
  empty: 'No entries yet. Add the first one.',
  published: 'Published',
  draft: 'Draft',
  example: 'Example',
  atOnce: 'At once',
  /** A draft's publish time when it has none of its own. */
  whenPublished: 'When published',
  scheduled: (when: string) => `From ${when}`,
  /** A draft's publish time: it shows from then only once it is published. */
  draftScheduled: (when: string) => `From ${when}, once published`,
  columns: { status: 'Status', publishAt: 'Publish at', actions: 'Actions' },
  count: (n: number) => (n === 1 ? '1 entry' : `${n} entries`),
  publishedCount: (n: number) => `${n} published`,
  switchLabel: (name: string) => `Published: ${name}`,
  editLabel: (name: string) => `Edit ${name}`,
  deleteLabel: (name: string) => `Delete ${name}`,
  moveUpLabel: (name: string) => `Move up: ${name}`,
  moveDownLabel: (name: string) => `Move down: ${name}`,
  historyLabel: (name: string) => `History of ${name}`,
} as const

/** What every kind's form says around its own fields. */
export const contentFormCopy = {
  subtitle: 'Fill in the entry as visitors will see it. A draft shows only in the preview.',
  cancel: 'Cancel',
  create: 'Add entry',
  update: 'Save changes',
  saving: 'Saving...',
  uploading: 'Uploading...',
  status: 'Status',
  statusOptions: { draft: 'Draft', published: 'Published' },
  publishAt: 'Publish at',
  publishAtHint: 'New York time. Leave empty to show a published entry at once. A draft shows only once it is published.',
  markdownHint: 'Paragraphs, **bold**, *italic*, lists and links',
  linesHint: 'One per line.',
} as const

/** Each kind's own words: its list's title and name, its form's titles and field labels. */
export const contentKindCopy = {
  faq_entries: {
    title: 'FAQ',
    intro: 'The questions and answers of the academy, home, membership, RightNOW and Security Hub pages. Choose a page under Shown on to put its questions in order.',
    tableLabel: 'FAQ entries',
    searchPlaceholder: 'Search questions and answers...',
    add: 'Add FAQ entry',
    createTitle: 'Add FAQ entry',
    editTitle: 'Edit FAQ entry',
    previewPage: 'the academy page',
    fields: { question: 'Question', answer: 'Answer', category: 'Category', places: 'Shown on' },
    allPlaces: 'All pages',
    /** The page 'Preview' opens once the list is narrowed to it, as its accessible name says it. */
    placePages: {
      academy: 'the academy page',
      home: 'the home page',
      membership: 'the membership page',
      rightnow: 'the RightNOW page',
      securityhub: 'the Security Hub page',
    },
    categories: { general: 'General', membership: 'Membership', learning: 'Learning', support: 'Support' },
    places: {
      academy: 'Academy FAQ',
      home: 'Home page (condensed)',
      membership: 'Membership page',
      rightnow: 'RightNOW page',
      securityhub: 'Security Hub page',
    },
  },
  testimonials: {
    title: 'Testimonials',
    intro: 'The members’ quotes on the membership page.',
    tableLabel: 'Testimonials',
    searchPlaceholder: 'Search quotes and authors...',
    add: 'Add testimonial',
    createTitle: 'Add testimonial',
    editTitle: 'Edit testimonial',
    previewPage: 'the membership page',
    fields: { quote: 'Quote', author: 'Author', role: 'Role' },
  },
  perks: {
    title: 'Perks',
    intro: 'The member discounts on the perks page.',
    tableLabel: 'Perks',
    searchPlaceholder: 'Search perks...',
    add: 'Add perk',
    createTitle: 'Add perk',
    editTitle: 'Edit perk',
    previewPage: 'the perks page',
    fields: { title: 'Title', description: 'Description', discount: 'Discount', savings: 'Savings', category: 'Category', features: 'Features' },
  },
  speakers: {
    title: 'Speakers',
    intro: 'The RightNOW conference’s speakers; each has a page of their own.',
    tableLabel: 'Speakers',
    searchPlaceholder: 'Search speakers and sessions...',
    add: 'Add speaker',
    createTitle: 'Add speaker',
    editTitle: 'Edit speaker',
    previewPage: 'the RightNOW page',
    speakerPreview: (name: string) => `Preview the page of ${name} (opens in a new tab)`,
    fields: {
      name: 'Name',
      slug: 'Page address',
      title: 'Title',
      firm: 'Firm',
      photo_url: 'Photo URL',
      session_title: 'Session title',
      stage: 'Stage',
      session_day: 'Day',
      session_starts_at: 'Start time',
      session_ends_at: 'End time',
      abstract: 'Abstract',
      takeaways: 'Takeaways',
    },
    slugHint: 'The page is /rightnow/ and this: lowercase letters, digits and hyphens.',
    stageHint: 'Where the session is, as attendees should read it (for example Main Stage). Empty: the page does not say.',
    slugTaken: 'Page address: another speaker already uses it. Choose another.',
    photoHint: 'An https:// address, or a path on this site. Empty: their initials.',
    photoPlaceholder: 'https://example.com/photo.jpg',
    /** The photo picker (a URL, or a file uploaded when the form is saved). */
    photo: {
      image: 'Photo',
      imageUrlMode: 'URL',
      imageUploadMode: 'Upload',
      imageFile: 'Photo file',
      imageFileHint: 'PNG, JPEG, GIF, WebP or AVIF, up to 5 MB.',
      imageFileInvalid: 'That file is not an image. Choose a PNG, JPEG, GIF, WebP or AVIF image.',
      previewAlt: 'Preview of the chosen photo',
    },
    uploadingPhoto: 'Uploading the photo',
    dayHint: 'The conference’s day: 1 is its first.',
    session: (day: number, starts: string, ends: string) => `Day ${day}, ${starts}–${ends}`,
  },
  agenda_sessions: {
    title: 'Agenda',
    intro: 'The RightNOW conference’s program, day by day; sessions of a day are in the order of their start times.',
    tableLabel: 'Agenda sessions',
    searchPlaceholder: 'Search sessions...',
    add: 'Add session',
    createTitle: 'Add session',
    editTitle: 'Edit session',
    previewPage: 'the RightNOW page',
    fields: { day: 'Day', starts_at: 'Start time', title: 'Title', description: 'Description' },
    dayHint: 'The conference’s day: 1 is its first.',
    when: (day: number, starts: string) => `Day ${day}, ${starts}`,
  },
} as const

export const deleteContentCopy = {
  question: (name: string) => `Are you sure you want to delete ${name}?`,
  consequence: 'The entry is removed from this list and from the site. This cannot be undone.',
  cancel: 'Cancel',
  confirm: 'Delete',
  deleting: 'Deleting...',
} as const

export const contentHistoryCopy = {
  open: 'History',
  title: (name: string) => `History of ${name}`,
  description: 'Every save of this entry, newest first. Restoring a version saves it again as a new version.',
  loading: 'Loading the history...',
  failed: 'Failed to load the history.',
  empty: 'No versions yet.',
  listLabel: 'Versions',
  current: 'Current version',
  by: (who: string) => `by ${who}`,
  changed: 'Changed:',
  /** The entry's first save. */
  created: 'Added.',
  restore: 'Restore',
  restoreLabel: (when: string) => `Restore the version of ${when}`,
  confirmTitle: (when: string) => `Restore the version of ${when}?`,
  confirmDescription: 'The entry gets this version’s words and settings back, saved as a new version. Nothing is lost: the current words stay in the history.',
  cancel: 'Cancel',
  confirm: 'Restore',
  restoring: 'Restoring...',
  close: 'Close',
  /** The field names History shows that no form field labels. */
  otherFields: { status: 'Status', publish_at: 'Publish at', position: 'Order', is_example: 'Example mark' } as Record<string, string>,
} as const

export const contentToasts = {
  created: 'Entry added.',
  updated: 'Entry saved.',
  deleted: 'Entry deleted.',
  published: 'Entry published.',
  unpublished: 'Entry is a draft again.',
  moved: null,
  restored: 'Version restored.',
  createFailed: 'Failed to add the entry.',
  updateFailed: 'Failed to save the entry.',
  deleteFailed: 'Failed to delete the entry.',
  statusFailed: 'Failed to change the status.',
  moveFailed: 'Failed to move the entry.',
  restoreFailed: 'Failed to restore the version.',
  restoreRefused: (rule: string) => `This version breaks a rule entries follow now (${rule}), so it was not restored. Edit the entry instead.`,
  uploadFailed: 'Failed to upload the photo.',
  slugTaken: 'Another speaker already uses this page address: choose another one.',
  invalidValue: 'A value is not one the database accepts; check the fields.',
} as const

/** The refusals' words the content functions give (app/server/refusals.ts gives the rest). */
export const contentRefusalWords = {
  speakerSlugTaken: 'slug: another speaker already uses this page address.',
} as const
