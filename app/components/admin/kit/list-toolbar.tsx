import * as React from 'react'
import { Search } from 'lucide-react'
import { searchTextLimit } from '~/lib/admin-lists'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { useEarlyInput } from '~/components/form/use-early-input'
import type { FilterControl } from './record-kind'

/** How long the search waits for typing to stop before the list is asked again. */
const SEARCH_SETTLE_MS = 300

/**
 * A list's filters and order, each bound to the address (`values`, `onChange`), and the list's
 * own button at the end ('Export CSV'). What was typed or chosen before the page's code ran is
 * applied once it runs.
 */
export function ListToolbar({
  idPrefix,
  filters,
  sort,
  values,
  onChange,
  action,
}: {
  idPrefix: string
  filters: readonly FilterControl[]
  sort?: { label: string; options: readonly (readonly [string, string])[]; value: string }
  values: Readonly<Record<string, string | undefined>>
  onChange: (name: string, value: string | undefined) => void
  action?: React.ReactNode
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:flex-wrap sm:items-end">
      {filters.map((filter) =>
        filter.type === 'search' ? (
          <SearchControl key={filter.name} id={`${idPrefix}-${filter.name}`} filter={filter} value={values[filter.name] ?? ''} onChange={(value) => onChange(filter.name, value || undefined)} />
        ) : (
          <SelectControl
            key={filter.name}
            id={`${idPrefix}-${filter.name}`}
            label={filter.label}
            allLabel={filter.allLabel}
            options={filter.options}
            value={values[filter.name] ?? ''}
            onChange={(value) => onChange(filter.name, value || undefined)}
          />
        ),
      )}
      {sort ? <SelectControl id={`${idPrefix}-sort`} label={sort.label} options={sort.options} value={sort.value} onChange={(value) => onChange('sort', value)} /> : null}
      {action ? <div className="sm:ml-auto">{action}</div> : null}
    </Card>
  )
}

/** A labelled search box with its magnifier; the address follows once typing settles. */
function SearchControl({ id, filter, value, onChange }: { id: string; filter: Extract<FilterControl, { type: 'search' }>; value: string; onChange: (value: string) => void }) {
  const [text, setText] = React.useState(value)
  const box = React.useRef<HTMLInputElement>(null)
  useEarlyInput(box, setText)
  // The address changed elsewhere (Back, a link): the box shows it.
  const [shown, setShown] = React.useState(value)
  if (value !== shown) {
    setShown(value)
    if (value !== text.trim()) setText(value)
  }
  React.useEffect(() => {
    const settled = text.trim()
    if (settled === value) return
    const timer = setTimeout(() => onChange(settled), SEARCH_SETTLE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onChange])
  return (
    <div className="grid gap-1.5 sm:min-w-56 sm:flex-1">
      <Label htmlFor={id}>{filter.label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id={id} ref={box} type="search" className="pl-9" maxLength={searchTextLimit} placeholder={filter.placeholder} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
    </div>
  )
}

/** A labelled select of one value among `options` (or all of them: the first option, `allLabel`). */
function SelectControl({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  id: string
  label: string
  allLabel?: string
  options: readonly (readonly [string, string])[]
  value: string
  onChange: (value: string) => void
}) {
  const select = React.useRef<HTMLSelectElement>(null)
  useEarlyInput(select, (early) => {
    if (early !== value) onChange(early)
  })
  return (
    <div className="grid gap-1.5 sm:w-52">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} ref={select} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
