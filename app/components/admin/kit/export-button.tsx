import { Download } from 'lucide-react'
import { recordListCopy } from '~/content/admin'
import { Button } from '~/components/ui/button'

/** 'Export CSV': the list as its filters show it, every page, as a file. */
export function ExportButton({ onExport, exporting, disabled }: { onExport: () => void; exporting: boolean; disabled?: boolean }) {
  return (
    <Button variant="outline" onClick={onExport} disabled={exporting || disabled}>
      <Download aria-hidden="true" />
      {exporting ? recordListCopy.exporting : recordListCopy.exportCsv}
    </Button>
  )
}
