import { DecorativeSvg, SvgAvatar, SvgCard, palette as c } from './svg-frame'

/** Home hero: a ledger, a rising chart and connected members. */
export function HomeHeroIllustration({ className }: { className?: string }) {
  return (
    <DecorativeSvg viewBox="0 0 520 440" className={className}>
      <circle cx="300" cy="210" r="190" fill={c.primarySoft} opacity="0.55" />
      <circle cx="420" cy="90" r="54" fill={c.accentSoft} />
      <path d="M40 380h440" stroke={c.border} strokeWidth="2" strokeDasharray="2 10" strokeLinecap="round" />

      {/* connections between members */}
      <g stroke={c.primaryMid} strokeWidth="2.5" fill="none" strokeLinecap="round">
        <path d="M96 96 C150 60 220 52 268 70" />
        <path d="M96 96 C70 170 72 240 100 300" strokeDasharray="1 9" />
        <path d="M268 70 C360 40 420 60 446 150" />
        <path d="M446 150 C470 230 450 300 410 330" strokeDasharray="1 9" />
      </g>

      {/* ledger */}
      <SvgCard x={112} y={112} width={250} height={196} />
      <rect x="112" y="112" width="250" height="44" rx="16" fill={c.ink} />
      <rect x="112" y="140" width="250" height="16" fill={c.ink} />
      <circle cx="136" cy="134" r="5" fill={c.accent} />
      <circle cx="152" cy="134" r="5" fill={c.primaryMid} />
      <rect x="228" y="129" width="112" height="10" rx="5" fill={c.inkSoft} />
      <g strokeLinecap="round" strokeWidth="8">
        {[182, 212, 242, 272].map((y, index) => (
          <g key={y}>
            <path d={`M136 ${y}h${[86, 64, 96, 72][index]}`} stroke={c.line} />
            <path d={`M${index === 2 ? 290 : 300} ${y}h${index === 2 ? 48 : 38}`} stroke={index === 3 ? c.primary : c.border} />
          </g>
        ))}
      </g>
      <path d="M136 196.5h202M136 226.5h202M136 256.5h202" stroke={c.border} />

      {/* growth chart */}
      <SvgCard x={276} y={206} width={200} height={150} />
      <g fill={c.primarySoft}>
        <rect x="300" y="304" width="22" height="30" rx="4" />
        <rect x="334" y="286" width="22" height="48" rx="4" />
        <rect x="368" y="266" width="22" height="68" rx="4" fill={c.primaryMid} />
        <rect x="402" y="244" width="22" height="90" rx="4" fill={c.primary} />
        <rect x="436" y="252" width="22" height="82" rx="4" fill={c.primaryMid} />
      </g>
      <path d="M300 290 L340 272 L378 252 L414 228 L452 232" fill="none" stroke={c.accent} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="414" cy="228" r="7" fill={c.white} stroke={c.accent} strokeWidth="4" />
      <path d="M300 334.5h160" stroke={c.border} strokeWidth="2" />

      {/* members */}
      <circle cx="96" cy="96" r="34" fill={c.white} />
      <SvgAvatar cx={96} cy={96} r={28} fill={c.primary} skin="#f3d2b8" />
      <circle cx="268" cy="70" r="26" fill={c.white} />
      <SvgAvatar cx={268} cy={70} r={21} fill={c.accent} skin="#8d5a3b" />
      <circle cx="446" cy="150" r="30" fill={c.white} />
      <SvgAvatar cx={446} cy={150} r={24} fill={c.ink} skin="#d9a27c" />
      <circle cx="100" cy="318" r="26" fill={c.white} />
      <SvgAvatar cx={100} cy={318} r={21} fill={c.primaryMid} skin="#5b3a29" />

      {/* check badge */}
      <circle cx="362" cy="112" r="22" fill={c.accent} />
      <path d="M351 112l8 8 14-15" fill="none" stroke={c.ink} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </DecorativeSvg>
  )
}
