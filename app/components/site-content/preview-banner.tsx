import { Eye } from 'lucide-react'
import { previewBanner } from '~/content/site-content'

/** Marks a staff member's preview of unpublished changes (?preview=1); never shown to visitors, never cached. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <div role="status" data-testid="preview-banner" className="bg-cta-soft">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-3 text-center text-sm text-ink sm:px-6 lg:px-8">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        <strong className="font-semibold">{previewBanner.text}</strong>
        <span>{previewBanner.hint}</span>
        <a href={path} className="font-semibold underline underline-offset-4">
          {previewBanner.exit}
        </a>
      </div>
    </div>
  )
}
