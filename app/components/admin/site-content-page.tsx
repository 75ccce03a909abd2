import { Link } from '@tanstack/react-router'
import { contentPageCopy as copy } from '~/content/admin-content'
import { contentSections, type ContentSection } from '~/lib/admin-lists'
import { cn } from '~/lib/cn'
import { contentKinds } from './kinds/content'
import { RecordListPage } from './kit/record-list-page'

const sections = Object.keys(contentSections) as ContentSection[]

/**
 * /admin/content: the section picker (FAQ, Testimonials, Perks, Speakers, Agenda, in the
 * address as `?kind=`), then the record kit's list of the chosen kind. Changing section starts
 * that list afresh (no search, first page, no dialog).
 */
export function SiteContentPage({ section }: { section: ContentSection }) {
  return (
    <div className="grid gap-6">
      <nav aria-label={copy.sectionsLabel}>
        <ul className="inline-flex flex-wrap gap-1 rounded-lg border border-border bg-muted/60 p-1">
          {sections.map((id) => (
            <li key={id}>
              <Link
                to="/admin/content"
                search={id === 'faq' ? {} : { kind: id }}
                aria-current={id === section ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  id === section ? 'bg-white text-ink shadow-sm' : 'text-muted-foreground hover:text-ink',
                )}
              >
                {copy.sections[id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RecordListPage key={section} kind={contentKinds[section]} />
    </div>
  )
}
