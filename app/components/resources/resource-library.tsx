import * as React from 'react'
import { useEarlyInput } from '~/components/form/use-early-input'
import { useQuery } from '@tanstack/react-query'
import { Search, SearchX, X } from 'lucide-react'
import { resourcesPageCopy as copy } from '~/content/resources'
import type { LibraryResource } from '~/lib/resources'
import { publishedResourcesQuery } from '~/queries/resources'
import { SampleNote } from '~/components/sections/sample-note'
import { Spinner } from '~/components/ui/spinner'
import {
  accessTabs,
  clearResourceFilters,
  defaultResourceFilters,
  filterResources,
  resourceCategories,
  type AccessTab,
  type ResourceFilters,
} from '~/lib/resource-filter'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { cn } from '~/lib/cn'
import { ResourceCard } from './resource-card'
import { Card } from '~/components/ui/card'

function isAccessTab(value: string): value is AccessTab {
  return (accessTabs as readonly string[]).includes(value)
}

/**
 * The published library, from the query the route loader started: server-rendered on a first
 * load, a spinner while it loads after a client-side navigation, a plain message when the
 * backend failed.
 */
export function ResourceLibrary() {
  const { data, isPending } = useQuery(publishedResourcesQuery('library'))
  if (isPending) return <Spinner label={copy.loading} className="min-h-48" />
  if (!data || data.failed) {
    return (
      <p role="status" className="rounded-xl border border-border bg-white px-6 py-14 text-center text-ink">
        {copy.loadFailed}
      </p>
    )
  }
  return <FilteredLibrary resources={data.resources} />
}

/**
 * The resource library: search, category buttons and the All / Free /
 * Premium tabs (All by default), a grid of 1 to 4 columns, and the empty state
 * whose Clear filters resets the category to All and empties the search (and puts the
 * keyboard there).
 */
function FilteredLibrary({ resources }: { resources: LibraryResource[] }) {
  const [filters, setFilters] = React.useState<ResourceFilters>(defaultResourceFilters)
  const searchId = React.useId()
  const searchBox = React.useRef<HTMLInputElement>(null)
  useEarlyInput(searchBox, (query) => setFilters((current) => ({ ...current, query })))
  const categories = resourceCategories(resources)
  const results = filterResources(resources, filters)
  const update = (patch: Partial<ResourceFilters>) =>
    setFilters((current) => ({ ...current, ...patch }))

  const grid =
    results.length > 0 ? (
      <>
        {results.some((resource) => resource.isExample) ? <SampleNote className="mb-4">{copy.exampleNote}</SampleNote> : null}
        <ul
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="resource-grid"
        >
          {results.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} />
            </li>
          ))}
        </ul>
      </>
    ) : (
      <div className="rounded-xl border border-dashed border-input bg-white px-6 py-14 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <p className="mt-4 text-lg font-semibold text-ink">{copy.empty}</p>
        <Button
          variant="outline"
          className="mt-5"
          onClick={() => {
            setFilters(clearResourceFilters)
            // The button goes with the empty state: the keyboard's place moves to the search.
            searchBox.current?.focus()
          }}
        >
          <X aria-hidden="true" />
          {copy.clearFilters}
        </Button>
      </div>
    )

  return (
    <div>
      {/* The cards are h3s: this keeps the heading outline h1 > h2 > h3 for screen readers. */}
      <h2 className="sr-only">{copy.libraryHeading}</h2>
      <Card className="p-4 sm:p-5">
        <Label htmlFor={searchId} className="sr-only">
          {copy.searchLabel}
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            ref={searchBox}
            type="search"
            value={filters.query}
            onChange={(event) => update({ query: event.target.value })}
            placeholder={copy.searchPlaceholder}
            className="pl-11"
            autoComplete="off"
          />
        </div>
        <div role="group" aria-label={copy.categoriesLabel} className="mt-4 flex flex-wrap gap-2">
          {categories.map((category) => {
            const active = filters.category === category
            return (
              <button
                key={category}
                type="button"
                aria-pressed={active}
                onClick={() => update({ category })}
                className={cn(
                  'min-h-9 rounded-full border px-4 text-sm font-semibold transition-colors',
                  active
                    ? 'border-primary bg-primary text-white'
                    : 'border-border bg-white text-ink hover:border-primary hover:text-primary',
                )}
              >
                {category}
              </button>
            )
          })}
        </div>
      </Card>

      <Tabs
        value={filters.access}
        onValueChange={(value) => isAccessTab(value) && update({ access: value })}
        className="mt-8"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList aria-label={copy.tabsLabel} className="w-full sm:w-auto [&>button]:flex-1">
            {accessTabs.map((tab) => (
              <TabsTrigger key={tab} value={tab} className="whitespace-nowrap">
                {copy.tabs[tab]}
              </TabsTrigger>
            ))}
          </TabsList>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {copy.resultCount(results.length)}
          </p>
        </div>
        {accessTabs.map((tab) => (
          <TabsContent key={tab} value={tab} className="mt-6">
            {grid}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}
