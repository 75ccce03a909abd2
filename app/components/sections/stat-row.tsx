import { Card } from '~/components/ui/card'
import { cn } from '~/lib/cn'

type StatList = readonly { value: string; label: string }[]

/** The stats as a description list: each number above what it counts. */
function StatItems({ stats, itemClassName }: { stats: StatList; itemClassName?: string }) {
  return stats.map((stat) => (
    <div key={stat.label} className={cn('flex flex-col-reverse text-center', itemClassName)}>
      <dt className="mt-2 text-sm font-medium text-muted-foreground">{stat.label}</dt>
      <dd className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">{stat.value}</dd>
    </div>
  ))
}

/**
 * Quiet statistics in a row of three: on a card with hairline dividers (the home page), or
 * spaced out on the band that holds them (`bare`, /perks).
 */
export function StatRow({ stats, bare = false }: { stats: StatList; bare?: boolean }) {
  if (bare) {
    return (
      <dl className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
        <StatItems stats={stats} />
      </dl>
    )
  }
  return (
    <Card as="dl" className="grid grid-cols-1 divide-y divide-border sm:grid-cols-3 sm:divide-x sm:divide-y-0">
      <StatItems stats={stats} itemClassName="px-6 py-4 sm:py-6" />
    </Card>
  )
}
