import type * as React from 'react'
import { Search } from 'lucide-react'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'

/** A labelled search box with its magnifier, for filtering an admin list by text. */
export function SearchFilter({ id, label, ...input }: { id: string; label: string } & Omit<React.ComponentProps<typeof Input>, 'id' | 'type' | 'className'>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id={id} type="search" className="pl-9" {...input} />
      </div>
    </div>
  )
}

/** A labelled select of one value among `options`, or all of them (the first option, `allLabel`). */
export function SelectFilter<T extends string>({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
  ref,
}: {
  id: string
  label: string
  allLabel: string
  options: readonly (readonly [T, string])[]
  value: T | undefined
  onChange: (value: T | undefined) => void
  ref?: React.Ref<HTMLSelectElement>
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} ref={ref} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}>
        <option value="">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
