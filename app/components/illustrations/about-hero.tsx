import { DecorativeSvg, SvgAvatar, palette as c } from './svg-frame'

/** About hero: a single classroom block growing into a connected network. */
export function AboutHeroIllustration({ className }: { className?: string }) {
  const nodes = [
    { x: 330, y: 90, r: 26, fill: c.primary, skin: '#f3d2b8' },
    { x: 440, y: 170, r: 24, fill: c.accent, skin: '#8d5a3b' },
    { x: 420, y: 300, r: 26, fill: c.ink, skin: '#d9a27c' },
    { x: 300, y: 350, r: 22, fill: c.primaryMid, skin: '#5b3a29' },
    { x: 250, y: 220, r: 30, fill: c.primary, skin: '#c68642' },
  ]
  const links: [number, number][] = [
    [0, 1], [1, 2], [2, 3], [3, 4], [4, 0], [4, 1], [4, 2], [0, 2],
  ]
  return (
    <DecorativeSvg viewBox="0 0 520 420" className={className}>
      <circle cx="340" cy="220" r="170" fill={c.primarySoft} opacity="0.5" />
      {/* the academy: a classroom block */}
      <g>
        <rect x="44" y="150" width="150" height="150" rx="18" fill={c.ink} opacity="0.06" transform="translate(3 8)" />
        <rect x="44" y="150" width="150" height="150" rx="18" fill={c.white} stroke={c.border} />
        <path d="M119 176 l50 22 -50 22 -50 -22z" fill={c.ink} />
        <path d="M91 210 v22 c0 10 56 10 56 0 v-22" fill={c.inkSoft} />
        <path d="M169 198 v30" stroke={c.accent} strokeWidth="4" strokeLinecap="round" />
        <circle cx="169" cy="232" r="6" fill={c.accent} />
        <path d="M72 262h94M72 280h60" stroke={c.line} strokeWidth="8" strokeLinecap="round" />
      </g>
      {/* growth arrow */}
      <path d="M200 226 C214 226 220 222 226 220" stroke={c.accent} strokeWidth="4" strokeLinecap="round" fill="none" strokeDasharray="2 9" />
      {/* the community: a network */}
      <g stroke={c.primaryMid} strokeWidth="2.5" strokeLinecap="round">
        {links.map(([from, to]) => (
          <line key={`${from}-${to}`} x1={nodes[from]!.x} y1={nodes[from]!.y} x2={nodes[to]!.x} y2={nodes[to]!.y} opacity="0.8" />
        ))}
      </g>
      {nodes.map((node) => (
        <g key={`${node.x}-${node.y}`}>
          <circle cx={node.x} cy={node.y} r={node.r + 5} fill={c.white} />
          <SvgAvatar cx={node.x} cy={node.y} r={node.r} fill={node.fill} skin={node.skin} />
        </g>
      ))}
      <circle cx="470" cy="70" r="10" fill={c.accent} />
      <circle cx="210" cy="90" r="6" fill={c.primaryMid} />
      <circle cx="480" cy="380" r="7" fill={c.primary} opacity="0.6" />
    </DecorativeSvg>
  )
}
