import { Switch } from '~/components/ui/switch'
import { cn } from '~/lib/cn'

/**
 * A record's on/off state in a list (an expert Active or Inactive, an event Published or
 * Draft): a switch named for the record, with the state in words beside it (never colour alone).
 */
export function StatusSwitch({
  checked,
  disabled,
  label,
  onText,
  offText,
  onCheckedChange,
}: {
  checked: boolean
  disabled?: boolean
  /** The switch's accessible name, naming the record ('Active: Amara Okafor'). */
  label: string
  onText: string
  offText: string
  onCheckedChange: (checked: boolean) => void
}) {
  return (
    <div className="flex items-center gap-3">
      {/* Held with aria-disabled, not disabled, while its change is on the way: it keeps the focus. */}
      <Switch
        checked={checked}
        aria-disabled={disabled || undefined}
        aria-label={label}
        onCheckedChange={(on) => {
          if (!disabled) onCheckedChange(on)
        }}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      />
      <span className={cn('text-sm font-semibold', checked ? 'text-success' : 'text-muted-foreground')}>
        {checked ? onText : offText}
      </span>
    </div>
  )
}
