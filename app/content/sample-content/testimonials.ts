// Sample content (member quotes): an example to replace before launch; see index.ts and docs/content.md.
import type { Testimonial } from '~/content/membership'

/** The four quotes of /membership. */
export const sampleTestimonials: readonly Testimonial[] = [
  {
    quote:
      'The peer group changed how I run my practice. Every month I leave with one idea I put to work the next day.',
    author: 'Renee Whitfield, CPA',
    role: 'Managing Partner, Whitfield & Ames',
  },
  {
    quote:
      'I earned my CPE credits without giving up a single weekend, and the workshops were actually about the work we do.',
    author: 'Tomás Aguilar',
    role: 'Senior Tax Manager',
  },
  {
    quote:
      'Benchmarking showed us we were underpricing advisory work. We fixed it within a quarter.',
    author: 'Hannah Brooks, CPA',
    role: 'Owner, Brooks Advisory Group',
  },
  {
    quote:
      'My one-on-one coach helped me plan the hire I had been putting off for two years. Best decision we made.',
    author: 'Kevin Osei',
    role: 'Founder, Osei Bookkeeping & Payroll',
  },
]

/** Shown beside this sample, so no visitor takes it for fact. */
export const testimonialsNote = 'Example quotes: placeholders that show the layout, not statements by real members.'
