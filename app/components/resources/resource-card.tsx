import { Link } from '@tanstack/react-router'
import { Download, Lock } from 'lucide-react'
import { formatResourceDate, resourcesPageCopy as copy } from '~/content/resources'
import type { LibraryResource } from '~/lib/resources'
import { ExternalLink } from '~/components/layout/external-link'
import { Badge } from '~/components/ui/badge'
import { buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

/**
 * A resource: cover, category, title, description, author and date. A free one offers
 * Download Now (its file, from this site, or its page elsewhere in a new tab); one that
 * needs membership shows the lock and Upgrade to Access.
 */
export function ResourceCard({ resource }: { resource: LibraryResource }) {
  const downloadLabel = (
    <>
      <Download aria-hidden="true" />
      {copy.download}
      <span className="sr-only">: {resource.title}</span>
    </>
  )
  const downloadClass = buttonVariants({ variant: 'outline', className: 'w-full' })
  return (
    <Card as="article" className="flex h-full flex-col overflow-hidden" data-resource={resource.id}>
      <div className="relative aspect-[16/9] bg-muted">
        <img src={resource.image} alt={resource.imageAlt} width={640} height={360} className="size-full object-cover" />
        {resource.membershipRequired ? (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-white" data-testid="resource-lock">
            <Lock aria-hidden="true" className="size-3.5" />
            {copy.premiumBadge}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="default">{resource.category}</Badge>
          {resource.membershipRequired ? null : <Badge variant="muted">{copy.freeBadge}</Badge>}
          {resource.isExample ? (
            <Badge variant="warning" data-testid="resource-example">
              {copy.example}
            </Badge>
          ) : null}
        </div>
        <h3 className="mt-3 text-lg font-semibold">{resource.title}</h3>
        <p className="mt-2 text-[0.95rem] leading-relaxed text-muted-foreground">{resource.description}</p>
        <p className="mt-4 text-sm text-muted-foreground">
          {copy.by} <span className="font-medium text-ink">{resource.author}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <time dateTime={resource.date} className="whitespace-nowrap">{formatResourceDate(resource.date)}</time>
        </p>
        <div className="mt-auto pt-5">
          {resource.membershipRequired ? (
            <Link to="/membership" className={buttonVariants({ variant: 'default', className: 'w-full' })}>
              <Lock aria-hidden="true" />
              {copy.upgrade}
              <span className="sr-only">: {resource.title}</span>
            </Link>
          ) : resource.download?.kind === 'file' ? (
            <a href={resource.download.href} download className={downloadClass}>
              {downloadLabel}
            </a>
          ) : resource.download?.kind === 'link' ? (
            <ExternalLink href={resource.download.href} className={downloadClass} showIcon={false}>
              {downloadLabel}
            </ExternalLink>
          ) : null}
        </div>
      </div>
    </Card>
  )
}
