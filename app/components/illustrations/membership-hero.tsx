import { DecorativeSvg, palette as c } from './svg-frame'

/** Membership hero: four stacked tiers, each building on the one below. */
export function MembershipHeroIllustration({ className }: { className?: string }) {
  const layers = [
    { y: 300, width: 360, fill: c.white, stroke: c.border, mark: c.line },
    { y: 232, width: 300, fill: c.primarySoft, stroke: c.primarySoft, mark: c.primaryMid },
    { y: 164, width: 240, fill: c.primary, stroke: c.primary, mark: c.primarySoft },
    { y: 96, width: 180, fill: c.ink, stroke: c.ink, mark: c.accent },
  ]
  return (
    <DecorativeSvg viewBox="0 0 520 420" className={className}>
      <circle cx="260" cy="220" r="170" fill={c.tint} />
      <circle cx="420" cy="90" r="46" fill={c.accentSoft} />
      {layers.map((layer) => {
        const x = 260 - layer.width / 2
        return (
          <g key={layer.y}>
            <rect x={x + 3} y={layer.y + 8} width={layer.width} height="56" rx="14" fill={c.ink} opacity="0.07" />
            <rect x={x} y={layer.y} width={layer.width} height="56" rx="14" fill={layer.fill} stroke={layer.stroke} />
            <circle cx={x + 30} cy={layer.y + 28} r="10" fill={layer.mark} />
            <path d={`M${x + 52} ${layer.y + 28}h${layer.width - 100}`} stroke={layer.mark} strokeWidth="8" strokeLinecap="round" opacity="0.8" />
          </g>
        )
      })}
      <path d="M260 40l12 24 26 4-19 18 5 26-24-12-24 12 5-26-19-18 26-4z" fill={c.accent} />
    </DecorativeSvg>
  )
}
