import * as React from 'react'
import { featureGroupNames, featureGroups, membershipPageCopy, tiers, type Tier } from '~/content/membership'
import { buildTierMatrix, tierOrder } from '~/lib/tier-matrix'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'
import { MatrixCellValue } from './matrix-cell'
import { TierAction } from './tier-actions'
import { Card } from '~/components/ui/card'

const copy = membershipPageCopy.comparison

function PopularBadge({ tier, reserveSpace = false }: { tier: Tier; reserveSpace?: boolean }) {
  if (tier.badge === 'Most Popular') {
    return (
      <span className="flex min-h-6 items-center justify-center">
        <Badge variant="cta">{copy.mostPopular}</Badge>
      </span>
    )
  }
  return reserveSpace ? <span aria-hidden="true" className="block min-h-6" /> : null
}

function TierPrice({ tier }: { tier: Tier }) {
  return (
    <span className="mt-1 block text-sm font-normal text-muted-foreground">
      <span className="block font-semibold text-ink">{tier.price}</span>
      <span className="block">{tier.priceNote}</span>
    </span>
  )
}

/** Wide screens (768 px and up): one table, features down, tiers across. */
function ComparisonTable() {
  const rows = buildTierMatrix(featureGroups)
  return (
    <Card className="hidden overflow-hidden md:block" data-testid="tier-table">
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="sr-only">{copy.caption}</caption>
        <colgroup>
          <col className="w-[28%]" />
          {tiers.map((tier) => (
            <col key={tier.id} className={cn(tier.badge === 'Most Popular' && 'bg-cta-soft/40')} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-border align-top">
            <th scope="col" className="p-4 text-sm font-semibold text-muted-foreground lg:p-5">
              {copy.featureColumn}
            </th>
            {tiers.map((tier) => (
              <th key={tier.id} scope="col" className={cn('p-3 text-center lg:p-5', tier.badge === 'Most Popular' && 'border-t-4 border-t-cta')}>
                <PopularBadge tier={tier} reserveSpace />
                <span className="mt-2 block text-lg font-bold text-ink">{tier.name}</span>
                <TierPrice tier={tier} />
                <div className="mt-4">
                  <TierAction tier={tier} />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        {tierOrder.map((group) => (
          <tbody key={group}>
            <tr className="bg-muted">
              <th scope="rowgroup" colSpan={tiers.length + 1} className="px-4 py-2.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase lg:px-5">
                {featureGroupNames[group]}
              </th>
            </tr>
            {rows
              .filter((row) => row.introducedIn === group)
              .map((row) => (
                <tr key={row.id} className="border-t border-border" data-feature={row.id}>
                  <th scope="row" className="px-4 py-3 text-[0.95rem] font-medium text-ink lg:px-5">
                    {row.label}
                  </th>
                  {tiers.map((tier) => (
                    <td key={tier.id} className="px-3 py-3 text-center">
                      <MatrixCellValue cell={row.cells[tier.id]} />
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        ))}
      </table>
    </Card>
  )
}

/** Narrow screens: one card per tier, every feature with its value. */
function ComparisonCards() {
  const rows = buildTierMatrix(featureGroups)
  return (
    <ul className="grid gap-6 md:hidden" data-testid="tier-cards">
      {tiers.map((tier) => (
        <li
          key={tier.id}
          className={cn(
            'rounded-xl border bg-white p-5 shadow-card',
            tier.badge === 'Most Popular' ? 'border-2 border-cta' : 'border-border',
          )}
        >
          <div className="text-center">
            <PopularBadge tier={tier} />
            <h3 className={cn('text-xl font-bold', tier.badge === 'Most Popular' && 'mt-2')}>{tier.name}</h3>
            <TierPrice tier={tier} />
          </div>
          <p className="mt-2 text-center text-sm text-muted-foreground">{tier.summary}</p>
          <div className="mt-4">
            <TierAction tier={tier} />
          </div>
          <ul className="mt-5 divide-y divide-border border-t border-border">
            {rows.map((row) => (
              <li key={row.id} className="flex items-center justify-between gap-4 py-2.5" data-feature={row.id}>
                <span className={cn('text-[0.95rem]', row.cells[tier.id] === 'none' ? 'text-muted-foreground' : 'text-ink')}>{row.label}</span>
                <MatrixCellValue cell={row.cells[tier.id]} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

export function TierComparison() {
  return (
    <React.Fragment>
      <ComparisonTable />
      <ComparisonCards />
    </React.Fragment>
  )
}
