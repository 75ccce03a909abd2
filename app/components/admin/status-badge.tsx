import { Badge } from '~/components/ui/badge'

const tone = {
  new: 'cta',
  in_review: 'warning',
  accepted: 'success',
  confirmed: 'success',
  declined: 'muted',
} as const

/** A submission's status in words, with a tone that is never the only signal. */
export function StatusBadge({ status, label }: { status: keyof typeof tone; label: string }) {
  return <Badge variant={tone[status]}>{label}</Badge>
}
