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
      <Switch checked={checked} disabled={disabled} aria-label={label} onCheckedChange={onCheckedChange} />
      <span className={cn('text-sm font-semibold', checked ? 'text-success' : 'text-muted-foreground')}>
        {checked ? onText : offText}
      </span>
    </div>
  )
}
