import { Stat } from '~/components/sections/stat'
import { Card } from '~/components/ui/card'

/** Quiet statistics in a row with hairline dividers. */
export function StatRow({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <Card className="grid grid-cols-1 divide-y divide-border sm:grid-cols-3 sm:divide-x sm:divide-y-0">
      {stats.map((stat) => (
        <div key={stat.label} className="px-6 py-4 sm:py-6">
          <Stat value={stat.value} label={stat.label} />
        </div>
      ))}
    </Card>
  )
}
