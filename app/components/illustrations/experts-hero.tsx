import { DecorativeSvg, SvgAvatar, SvgCard, palette as c } from './svg-frame'

/** Experts hero: expert profile cards around a central hub. */
export function ExpertsHeroIllustration({ className }: { className?: string }) {
  const cards = [
    { x: 40, y: 40, fill: c.primary, skin: '#f3d2b8', bar: 70 },
    { x: 300, y: 20, fill: c.accent, skin: '#8d5a3b', bar: 56 },
    { x: 320, y: 270, fill: c.ink, skin: '#d9a27c', bar: 80 },
    { x: 30, y: 280, fill: c.primaryMid, skin: '#5b3a29', bar: 62 },
  ]
  return (
    <DecorativeSvg viewBox="0 0 520 420" className={className}>
      <circle cx="260" cy="210" r="150" fill={c.primarySoft} opacity="0.55" />
      <g stroke={c.primaryMid} strokeWidth="2.5" strokeDasharray="2 9" strokeLinecap="round" fill="none">
        <path d="M150 100 C200 130 220 160 240 190" />
        <path d="M380 90 C340 130 300 160 280 190" />
        <path d="M400 300 C350 270 310 250 285 230" />
        <path d="M130 320 C180 280 210 250 240 230" />
      </g>
      {cards.map((card) => (
        <g key={`${card.x}-${card.y}`}>
          <SvgCard x={card.x} y={card.y} width={170} height={110} radius={14} />
          <SvgAvatar cx={card.x + 40} cy={card.y + 42} r={22} fill={card.fill} skin={card.skin} />
          <path d={`M${card.x + 74} ${card.y + 34}h${card.bar}`} stroke={c.ink} strokeWidth="8" strokeLinecap="round" />
          <path d={`M${card.x + 74} ${card.y + 52}h${card.bar - 20}`} stroke={c.primary} strokeWidth="6" strokeLinecap="round" opacity="0.7" />
          <path d={`M${card.x + 20} ${card.y + 84}h130`} stroke={c.border} strokeWidth="6" strokeLinecap="round" />
        </g>
      ))}
      <circle cx="260" cy="210" r="42" fill={c.white} stroke={c.border} />
      <circle cx="260" cy="210" r="30" fill={c.primary} />
      <path d="M246 210l10 10 18-20" stroke={c.white} strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M470 180l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill={c.accent} />
    </DecorativeSvg>
  )
}
