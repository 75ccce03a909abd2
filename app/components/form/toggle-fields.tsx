import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { useFieldContext } from './field-context'
import { describedBy, errorMessages, useFieldIds } from './field-parts'

/** An on/off setting in a box: its label and hint, and the switch; the field's value is whether it is on. */
export function SwitchField({ label, hint }: { label: string; hint?: string }) {
  const field = useFieldContext<boolean>()
  const ids = useFieldIds()
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-muted/50 p-4">
      <div>
        <Label htmlFor={ids.control}>{label}</Label>
        {hint ? (
          <p id={ids.hint} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch id={ids.control} checked={field.state.value} onCheckedChange={field.handleChange} onBlur={field.handleBlur} aria-describedby={describedBy(hint && ids.hint)} />
    </div>
  )
}

/** A checkbox with its label, and the form's first message about it; the field's value is whether it is ticked. */
export function CheckboxField({ label }: { label: string }) {
  const field = useFieldContext<boolean>()
  const ids = useFieldIds()
  const error = errorMessages(field.state.meta.errors)[0]
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-3">
        <input
          id={ids.control}
          type="checkbox"
          checked={field.state.value}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && ids.error)}
          className="size-5 accent-primary"
        />
        <Label htmlFor={ids.control}>{label}</Label>
      </div>
      {error ? (
        <p id={ids.error} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
