import * as React from 'react'
import { BookOpen, CalendarDays, FileText, UserRound } from 'lucide-react'
import { ExternalLink } from '~/components/layout/external-link'
import { Badge } from '~/components/ui/badge'
import { buttonVariants } from '~/components/ui/button'
import { formatResourceMonth } from '~/content/resources'
import type { SecurityBadge } from '~/domain/resource-choices'
import type { LibraryResource } from '~/lib/resources'
import { Card, CardDescription, CardTitle } from '~/components/ui/card'

/** A security course or guide; its claim button opens the community invitation in a new tab. */
export function SecurityResourceCard({
  resource,
  badge,
  claimLabel,
  claimUrl,
  exampleLabel,
}: {
  resource: LibraryResource
  badge: SecurityBadge
  claimLabel: string
  claimUrl: string
  exampleLabel: string
}) {
  const headingId = React.useId()
  const BadgeIcon = badge === 'Security Course' ? BookOpen : FileText
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden" data-resource={resource.id}>
      <img src={resource.image} alt={resource.imageAlt} width={640} height={360} loading="lazy" className="aspect-video w-full bg-tint object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={badge === 'Security Course' ? 'default' : 'warning'}>
            <BadgeIcon aria-hidden="true" className="size-3.5" />
            {badge}
          </Badge>
          {resource.isExample ? <Badge variant="muted">{exampleLabel}</Badge> : null}
        </div>
        <CardTitle id={headingId} className="mt-3">
          {resource.title}
        </CardTitle>
        <CardDescription>{resource.description}</CardDescription>
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            {resource.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={resource.date}>{formatResourceMonth(resource.date)}</time>
          </span>
        </div>
        <div className="mt-auto pt-6">
          <ExternalLink href={claimUrl} className={buttonVariants({ variant: 'default', className: 'w-full' })}>
            {claimLabel}
          </ExternalLink>
        </div>
      </div>
    </Card>
  )
}
