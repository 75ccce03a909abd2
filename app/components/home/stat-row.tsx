import { Stat } from '~/components/sections/stat'

/** Quiet statistics in a row with hairline dividers. */
export function StatRow({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <div className="grid grid-cols-1 divide-y divide-border rounded-xl border border-border bg-white shadow-card sm:grid-cols-3 sm:divide-x sm:divide-y-0">
      {stats.map((stat) => (
        <div key={stat.label} className="px-6 py-4 sm:py-6">
          <Stat value={stat.value} label={stat.label} />
        </div>
      ))}
    </div>
  )
}
