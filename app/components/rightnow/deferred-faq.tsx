import * as React from 'react'
import type { FaqItem } from '~/components/faq/faq-accordion'
import { InteractiveMarker } from './interactive-marker'
import { Card } from '~/components/ui/card'
import { lazySection } from '~/components/layout/lazy-section'

// The FAQ sits below the fold: its accordion code loads after the page's own
// JavaScript instead of with it. The server still renders the full accordion.
const FaqAccordion = lazySection(() => import('~/components/faq/faq-accordion'), 'FaqAccordion')

/** The site's FAQ accordion, with its code loaded after the first paint. */
export function DeferredFaq({ items, mode = 'single' }: { items: readonly FaqItem[]; mode?: 'single' | 'multiple' }) {
  return (
    <React.Suspense fallback={<FaqQuestions items={items} />}>
      <InteractiveMarker>
        <FaqAccordion items={items} mode={mode} />
      </InteractiveMarker>
    </React.Suspense>
  )
}

/** Shown only while the accordion's code is on its way: the questions, in the same frame. */
function FaqQuestions({ items }: { items: readonly FaqItem[] }) {
  return (
    <Card as="ul" className="px-5 sm:px-6">
      {items.map((item) => (
        <li key={item.id} className="border-b border-border py-4 font-semibold text-ink last:border-b-0">
          {item.question}
        </li>
      ))}
    </Card>
  )
}
