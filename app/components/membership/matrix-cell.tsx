import { Check } from 'lucide-react'
import type { MatrixCell } from '~/lib/tier-matrix'
import { matrixCellText } from '~/content/membership'

/** One cell of the comparison: a check, a dash, or the words 'Add-on'. */
export function MatrixCellValue({ cell }: { cell: MatrixCell }) {
  if (cell === 'included') {
    return (
      <span className="inline-flex size-7 items-center justify-center rounded-full bg-success-soft text-success">
        <Check aria-hidden="true" className="size-4" strokeWidth={3} />
        <span className="sr-only">{matrixCellText.included}</span>
      </span>
    )
  }
  if (cell === 'addon') {
    return <span className="inline-flex rounded-full bg-cta-soft px-2.5 py-0.5 text-xs font-semibold text-warning">{matrixCellText.addon}</span>
  }
  return (
    <span className="inline-flex items-center text-slate-500" data-cell="none">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{matrixCellText.none}</span>
    </span>
  )
}
