/** The five kinds of /admin/content, each a configuration of contentKind (./content-kind.tsx). */
import { ExternalLink } from 'lucide-react'
import { contentFormCopy, contentKindCopy } from '~/content/admin-content'
import { faqCategories, faqPlaces } from '~/domain/site-content'
import { faqPlacePaths, isFaqPlace } from '~/lib/site-content'
import type { ContentSection } from '~/lib/admin-lists'
import type { ContentFormValues, ContentRow } from '~/lib/site-content'
import { contentKind } from './content-kind'

const faq = contentKindCopy.faq_entries
const testimonial = contentKindCopy.testimonials
const perk = contentKindCopy.perks
const speaker = contentKindCopy.speakers
const session = contentKindCopy.agenda_sessions
const hhmm = (time: string) => time.slice(0, 5)

export const contentKinds = {
  faq: contentKind({
    table: 'faq_entries',
    copy: faq,
    previewPath: '/academy',
    previewFor: ({ place }) => (isFaqPlace(place) ? { path: faqPlacePaths[place], page: faq.placePages[place] } : null),
    name: (row) => row.question,
    nameField: 'question',
    detail: (row) => `${faq.categories[row.category as keyof typeof faq.categories] ?? row.category} · ${row.places.map((place) => faq.places[place as keyof typeof faq.places] ?? place).join(', ')}`,
    reorder: true,
    filters: [{ name: 'place', type: 'select', label: faq.fields.places, allLabel: faq.allPlaces, options: faqPlaces.map((place) => [place, faq.places[place]] as const) }],
    newEntryFor: ({ place }): ContentFormValues => (isFaqPlace(place) ? { places: [place] } : {}),
    items: [
      { name: 'question', type: 'text', label: faq.fields.question, autoComplete: 'off', required: true },
      { name: 'answer', type: 'textarea', label: faq.fields.answer, hint: contentFormCopy.markdownHint, rows: 6, required: true },
      { name: 'category', type: 'select', label: faq.fields.category, options: faqCategories.map((category) => ({ value: category, label: faq.categories[category] })) },
      { name: 'places', type: 'checkboxes', label: faq.fields.places, options: faqPlaces.map((place) => ({ value: place, title: faq.places[place] })) },
    ],
  }),
  testimonials: contentKind({
    table: 'testimonials',
    copy: testimonial,
    previewPath: '/membership',
    name: (row) => row.author,
    nameField: 'author',
    detail: (row) => row.role,
    reorder: true,
    items: [
      { name: 'quote', type: 'textarea', label: testimonial.fields.quote, rows: 4, required: true },
      { pair: [
        { name: 'author', type: 'text', label: testimonial.fields.author, autoComplete: 'off', required: true },
        { name: 'role', type: 'text', label: testimonial.fields.role, autoComplete: 'off' },
      ] },
    ],
  }),
  perks: contentKind({
    table: 'perks',
    copy: perk,
    previewPath: '/perks',
    name: (row) => row.title,
    nameField: 'title',
    detail: (row) => `${row.category} · ${row.discount}`,
    reorder: true,
    items: [
      { name: 'title', type: 'text', label: perk.fields.title, autoComplete: 'off', required: true },
      { name: 'description', type: 'textarea', label: perk.fields.description, hint: contentFormCopy.markdownHint, rows: 3 },
      { pair: [
        { name: 'discount', type: 'text', label: perk.fields.discount, autoComplete: 'off', required: true },
        { name: 'savings', type: 'text', label: perk.fields.savings, autoComplete: 'off' },
      ] },
      { name: 'category', type: 'text', label: perk.fields.category, autoComplete: 'off', required: true },
      { name: 'features', type: 'textarea', label: perk.fields.features, hint: contentFormCopy.linesHint, rows: 4 },
    ],
  }),
  speakers: contentKind({
    table: 'speakers',
    copy: speaker,
    previewPath: '/rightnow',
    name: (row) => row.name,
    nameField: 'name',
    detail: (row) => `${speaker.session(row.session_day, hhmm(row.session_starts_at), hhmm(row.session_ends_at))} · ${row.session_title}`,
    reorder: true,
    rowActions: [{ label: (row: ContentRow<'speakers'>) => speaker.speakerPreview(row.name), icon: ExternalLink, href: (row: ContentRow<'speakers'>) => `/rightnow/${row.slug}?preview=1` }],
    refusedFields: { slug_taken: { field: 'slug', message: speaker.slugTaken } },
    items: [
      { pair: [
        { name: 'name', type: 'text', label: speaker.fields.name, autoComplete: 'off', required: true },
        { name: 'slug', type: 'text', label: speaker.fields.slug, hint: speaker.slugHint, autoComplete: 'off', required: true },
      ] },
      { pair: [
        { name: 'title', type: 'text', label: speaker.fields.title, autoComplete: 'off' },
        { name: 'firm', type: 'text', label: speaker.fields.firm, autoComplete: 'off' },
      ] },
      { name: 'photo_url', type: 'image', label: speaker.fields.photo_url, hint: speaker.photoHint, copy: speaker.photo, placeholder: speaker.photoPlaceholder, upload: (state) => state.uploadPhoto, uploadingLabel: speaker.uploadingPhoto },
      { name: 'session_title', type: 'text', label: speaker.fields.session_title, autoComplete: 'off', required: true },
      { name: 'stage', type: 'text', label: speaker.fields.stage, hint: speaker.stageHint, autoComplete: 'off' },
      { name: 'session_day', type: 'number', label: speaker.fields.session_day, hint: speaker.dayHint, min: 1, max: 14, inputMode: 'numeric' },
      { pair: [
        { name: 'session_starts_at', type: 'time', label: speaker.fields.session_starts_at, required: true },
        { name: 'session_ends_at', type: 'time', label: speaker.fields.session_ends_at, required: true },
      ] },
      { name: 'abstract', type: 'textarea', label: speaker.fields.abstract, hint: contentFormCopy.markdownHint, rows: 5 },
      { name: 'takeaways', type: 'textarea', label: speaker.fields.takeaways, hint: contentFormCopy.linesHint, rows: 4 },
    ],
  }),
  agenda: contentKind({
    table: 'agenda_sessions',
    copy: session,
    previewPath: '/rightnow',
    name: (row) => row.title,
    nameField: 'title',
    detail: (row) => session.when(row.day, hhmm(row.starts_at)),
    reorder: false,
    items: [
      { pair: [
        { name: 'day', type: 'number', label: session.fields.day, hint: session.dayHint, min: 1, max: 14, inputMode: 'numeric' },
        { name: 'starts_at', type: 'time', label: session.fields.starts_at, required: true },
      ] },
      { name: 'title', type: 'text', label: session.fields.title, autoComplete: 'off', required: true },
      { name: 'description', type: 'textarea', label: session.fields.description, hint: contentFormCopy.markdownHint, rows: 3 },
    ],
  }),
} satisfies Record<ContentSection, ReturnType<typeof contentKind>>
