import { DecorativeSvg, SvgAvatar, SvgCard, palette as c } from './svg-frame'

/** Academy hero: a course certificate joined to a circle of members. */
export function AcademyHeroIllustration({ className }: { className?: string }) {
  const ring = [0, 60, 120, 180, 240, 300].map((angle, index) => {
    const radians = (angle * Math.PI) / 180
    return {
      x: Math.round(350 + Math.cos(radians) * 118),
      y: Math.round(215 + Math.sin(radians) * 118),
      fill: [c.primary, c.accent, c.ink, c.primaryMid, c.primary, c.accent][index]!,
      skin: ['#f3d2b8', '#8d5a3b', '#d9a27c', '#5b3a29', '#c68642', '#e0ac69'][index]!,
    }
  })
  return (
    <DecorativeSvg viewBox="0 0 520 430" className={className}>
      <circle cx="350" cy="215" r="118" fill="none" stroke={c.primaryMid} strokeWidth="2.5" strokeDasharray="3 10" strokeLinecap="round" />
      <circle cx="350" cy="215" r="80" fill={c.primarySoft} />
      {/* graduation cap at the centre */}
      <path d="M350 180 l58 26 -58 26 -58 -26z" fill={c.ink} />
      <path d="M318 222 v24 c0 12 64 12 64 0 v-24" fill={c.inkSoft} />
      <path d="M408 206 v34" stroke={c.accent} strokeWidth="4" strokeLinecap="round" />
      <circle cx="408" cy="244" r="7" fill={c.accent} />
      {ring.map((node) => (
        <g key={`${node.x}-${node.y}`}>
          <circle cx={node.x} cy={node.y} r="27" fill={c.white} />
          <SvgAvatar cx={node.x} cy={node.y} r={22} fill={node.fill} skin={node.skin} />
        </g>
      ))}
      {/* certificate */}
      <SvgCard x={28} y={250} width={180} height={130} radius={14} />
      <rect x="44" y="266" width="148" height="98" rx="8" fill="none" stroke={c.primarySoft} strokeWidth="3" />
      <path d="M64 292h108M76 310h84M88 328h60" stroke={c.line} strokeWidth="7" strokeLinecap="round" />
      <circle cx="170" cy="352" r="16" fill={c.accent} />
      <path d="M162 366l-4 14 12-6 12 6-4-14" fill={c.accent} />
      <path d="M163 352l5 5 9-10" stroke={c.ink} strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="60" cy="80" r="40" fill={c.accentSoft} />
      <circle cx="100" cy="150" r="8" fill={c.primaryMid} />
    </DecorativeSvg>
  )
}
