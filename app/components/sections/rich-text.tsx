import { cn } from '~/lib/cn'

/**
 * HTML the server made from a stored Markdown text (app/server/content-markdown.server.ts:
 * raw HTML off, only paragraphs, bold, italic, lists and checked links). The one place a
 * stored text becomes markup.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-3 [overflow-wrap:anywhere] [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
