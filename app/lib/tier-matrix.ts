/**
 * The membership feature matrix. Features are grouped by the tier
 * that introduces them; each tier includes every lower tier's features. A feature
 * may be an add-on: offered (at extra cost) from its tier up, and absent below.
 */

export const tierOrder = ['community', 'digital', 'advantage', 'elite'] as const
export type TierId = (typeof tierOrder)[number]

export interface MatrixFeature {
  id: string
  label: string
  /** 'included' (default) or 'addon': available from this tier up at extra cost. */
  availability?: 'included' | 'addon'
}

/** Features grouped by the tier that first offers them. */
export type FeatureGroups = Record<TierId, readonly MatrixFeature[]>

export type MatrixCell = 'included' | 'addon' | 'none'

export interface MatrixRow {
  id: string
  label: string
  /** The lowest tier that offers the feature. */
  introducedIn: TierId
  cells: Record<TierId, MatrixCell>
}

export function tierRank(tier: TierId): number {
  return tierOrder.indexOf(tier)
}

/** One row per feature, in group order then feature order, with a cell per tier. */
export function buildTierMatrix(groups: FeatureGroups): MatrixRow[] {
  const seen = new Set<string>()
  return tierOrder.flatMap((introducedIn) =>
    groups[introducedIn].map((feature) => {
      if (seen.has(feature.id)) throw new Error(`Feature ${feature.id} is listed in more than one tier`)
      seen.add(feature.id)
      const offered: MatrixCell = feature.availability === 'addon' ? 'addon' : 'included'
      const cells = Object.fromEntries(
        tierOrder.map((tier) => [tier, tierRank(tier) >= tierRank(introducedIn) ? offered : 'none']),
      ) as Record<TierId, MatrixCell>
      return { id: feature.id, label: feature.label, introducedIn, cells }
    }),
  )
}

/** Everything a tier offers (its own group and every lower one), with the cell kind. */
export function tierFeatures(groups: FeatureGroups, tier: TierId): { feature: MatrixFeature; cell: MatrixCell }[] {
  return buildTierMatrix(groups)
    .filter((row) => row.cells[tier] !== 'none')
    .map((row) => ({
      feature: findFeature(groups, row.id),
      cell: row.cells[tier],
    }))
}

/** The tier just below, or null for the free tier. */
export function previousTier(tier: TierId): TierId | null {
  const rank = tierRank(tier)
  return rank > 0 ? tierOrder[rank - 1]! : null
}

export function tierOffers(groups: FeatureGroups, tier: TierId, featureId: string): MatrixCell {
  const row = buildTierMatrix(groups).find((candidate) => candidate.id === featureId)
  if (!row) throw new Error(`Unknown feature ${featureId}`)
  return row.cells[tier]
}

function findFeature(groups: FeatureGroups, id: string): MatrixFeature {
  for (const tier of tierOrder) {
    const feature = groups[tier].find((candidate) => candidate.id === id)
    if (feature) return feature
  }
  throw new Error(`Unknown feature ${id}`)
}
