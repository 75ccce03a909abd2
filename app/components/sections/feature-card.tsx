import * as React from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '~/lib/cn'
import { Card } from '~/components/ui/card'
import { IconBadge } from '~/components/ui/icon-badge'

export interface FeatureCardProps {
  icon?: LucideIcon
  title: React.ReactNode
  children?: React.ReactNode
  /** Extra content at the bottom of the card (links, buttons), pushed down for equal heights. */
  footer?: React.ReactNode
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** A card in a grid: icon in a tinted circle, title, text; equal heights in a row. */
export function FeatureCard({ icon: Icon, title, children, footer, headingLevel = 3, className }: FeatureCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <Card className={cn('flex h-full flex-col p-6', className)}>
      {Icon ? (
        <IconBadge icon={Icon} className="mb-4" />
      ) : null}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {children ? <div className="mt-2 text-muted-foreground">{children}</div> : null}
      {footer ? <div className="mt-auto pt-5">{footer}</div> : null}
    </Card>
  )
}

/** The site's card grid: 1 column on phones, 2 on tablets, 3 or 4 on desktop. */
export function CardGrid({ columns = 3, className, children }: { columns?: 2 | 3 | 4; className?: string; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'grid grid-cols-1 gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-3 xl:grid-cols-4',
        className,
      )}
    >
      {children}
    </div>
  )
}

/** Content items as a grid of feature cards, each with the icon its id names. */
export function FeatureCardGrid<TId extends string>({
  items,
  icons,
  columns,
}: {
  items: readonly { id: TId; title: string; description: string }[]
  icons: Readonly<Record<TId, LucideIcon>>
  columns?: 2 | 3 | 4
}) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <FeatureCard key={item.id} icon={icons[item.id]} title={item.title}>
          {item.description}
        </FeatureCard>
      ))}
    </CardGrid>
  )
}
