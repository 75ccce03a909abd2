import * as React from 'react'
import { Search, X } from 'lucide-react'
import { faqCategoryNames, faqCopy } from '~/content/faq'
import { faqCategories, type FaqView } from '~/lib/content-pages'
import { groupFaqByCategory, searchFaq } from '~/lib/faq-search'
import { FaqAccordion } from '~/components/faq/faq-accordion'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'

/**
 * The full transition FAQ (the entries shown in place 'academy'): a search box over their
 * questions and plain-text answers, then the entries grouped under their category display
 * names. Several items may be open at once.
 */
export function SearchableFaq({ entries }: { entries: readonly FaqView[] }) {
  const [query, setQuery] = React.useState('')
  const inputId = React.useId()
  const groups = groupFaqByCategory(searchFaq(entries, query), faqCategories)
  const count = groups.reduce((total, group) => total + group.entries.length, 0)

  return (
    <div>
      <div className="mx-auto max-w-xl">
        <Label htmlFor={inputId} className="sr-only">
          {faqCopy.searchLabel}
        </Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={faqCopy.searchPlaceholder}
            className="h-12 pl-11 shadow-sm"
            autoComplete="off"
          />
        </div>
        <p aria-live="polite" className="mt-2 text-center text-sm text-muted-foreground">
          {query.trim() !== '' && count > 0 ? faqCopy.resultCount(count) : ''}
        </p>
      </div>

      {groups.length === 0 ? (
        <div className="mx-auto mt-6 max-w-xl rounded-xl border border-dashed border-border bg-white p-8 text-center">
          <p className="text-ink">{faqCopy.noResults(query.trim())}</p>
          <Button variant="outline" className="mt-4" onClick={() => setQuery('')}>
            <X aria-hidden="true" />
            {faqCopy.clearSearch}
          </Button>
        </div>
      ) : (
        <div className="mt-8 space-y-10">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`faq-group-${group.category}`} data-faq-category={group.category}>
              <h3 id={`faq-group-${group.category}`} className="mb-4 text-xl font-semibold">
                {faqCategoryNames[group.category]}
              </h3>
              <FaqAccordion items={group.entries} mode="multiple" headingLevel={4} />
            </section>
          ))}
        </div>
      )}
    </div>
  )
}
