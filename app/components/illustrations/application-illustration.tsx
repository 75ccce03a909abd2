import { cn } from '~/lib/cn'

/**
 * Decorative: an application card with a progress bar, five step markers, chosen options
 * and a creator-level badge. Drawn inline so its colours are the theme tokens' classes.
 */
export function ApplicationIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 380"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
    >
      <defs>
        <filter id="pa-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow
            dx="0"
            dy="10"
            stdDeviation="14"
            className="[flood-color:var(--color-ink)]"
            floodOpacity="0.10"
          />
        </filter>
        <linearGradient id="pa-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="[stop-color:var(--color-primary-soft)]" />
          <stop offset="1" className="[stop-color:var(--color-tint)]" />
        </linearGradient>
      </defs>

      {/* background shapes */}
      <circle cx="392" cy="78" r="62" fill="url(#pa-glow)" />
      <circle className="fill-cta-soft" cx="70" cy="300" r="44" />
      <g className="stroke-input" strokeWidth="1.5" strokeDasharray="3 6" fill="none">
        <path d="M40 120 C 20 200, 60 250, 110 262" />
        <path d="M430 170 C 470 220, 450 290, 400 320" />
      </g>
      <circle className="fill-primary" cx="40" cy="120" r="5" />
      <circle className="fill-cta" cx="430" cy="170" r="5" />

      {/* the application card */}
      <g filter="url(#pa-shadow)">
        <rect className="fill-card" x="84" y="36" width="300" height="300" rx="22" />
      </g>
      <rect
        className="stroke-border"
        x="84.5"
        y="36.5"
        width="299"
        height="299"
        rx="21.5"
        fill="none"
      />

      {/* progress */}
      <rect className="fill-ink" x="112" y="64" width="120" height="9" rx="4.5" opacity="0.85" />
      <rect className="fill-input" x="300" y="64" width="56" height="9" rx="4.5" />
      <rect className="fill-primary-soft" x="112" y="86" width="244" height="8" rx="4" />
      <rect className="fill-primary" x="112" y="86" width="146" height="8" rx="4" />

      {/* five step markers */}
      <g>
        <line className="stroke-border" x1="124" y1="124" x2="344" y2="124" strokeWidth="2" />
        <line className="stroke-primary" x1="124" y1="124" x2="234" y2="124" strokeWidth="2" />
        {[124, 179].map((cx) => (
          <g key={cx}>
            <circle className="fill-primary" cx={cx} cy="124" r="12" />
            <path
              className="stroke-primary-foreground"
              d={`M${cx - 5} 124 l3.5 3.5 l6.5 -7`}
              strokeWidth="2.2"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </g>
        ))}
        <circle className="fill-primary-soft" cx="234" cy="124" r="16" />
        <circle className="fill-card stroke-primary" cx="234" cy="124" r="11" strokeWidth="2.5" />
        <circle className="fill-primary" cx="234" cy="124" r="4" />
        <circle className="fill-card stroke-input" cx="289" cy="124" r="11" strokeWidth="2" />
        <circle className="fill-card stroke-input" cx="344" cy="124" r="11" strokeWidth="2" />
      </g>

      {/* chosen options */}
      <g>
        <OptionCard x={112} y={156} chosen titleWidth={62} noteWidth={44} />
        <OptionCard x={240} y={156} titleWidth={58} noteWidth={40} />
        <OptionCard x={112} y={212} titleWidth={54} noteWidth={36} />
        <OptionCard x={240} y={212} chosen titleWidth={64} noteWidth={42} />
      </g>

      {/* buttons */}
      <rect
        className="fill-card stroke-input"
        x="112"
        y="284"
        width="72"
        height="28"
        rx="8"
        strokeWidth="1.5"
      />
      <rect
        className="fill-muted-foreground"
        x="128"
        y="295"
        width="40"
        height="6"
        rx="3"
        opacity="0.5"
      />
      <rect className="fill-primary" x="284" y="284" width="72" height="28" rx="8" />
      <rect className="fill-primary-foreground" x="300" y="295" width="40" height="6" rx="3" />

      {/* the level badge */}
      <g filter="url(#pa-shadow)">
        <rect className="fill-ink" x="300" y="318" width="164" height="48" rx="24" />
      </g>
      <circle className="fill-cta" cx="326" cy="342" r="14" />
      <path className="fill-ink" d="M319 346 l2.5 -9 l4.5 5 l4.5 -5 l2.5 9 z" />
      <rect className="fill-white" x="348" y="333" width="92" height="7" rx="3.5" />
      <rect className="fill-white" x="348" y="346" width="62" height="6" rx="3" opacity="0.5" />
    </svg>
  )
}

/** One option card of the drawn form: a box with a checkbox (ticked when chosen), a title line and a note line. */
function OptionCard({ x, y, chosen = false, titleWidth, noteWidth }: { x: number; y: number; chosen?: boolean; titleWidth: number; noteWidth: number }) {
  return (
    <g>
      <rect className={chosen ? 'fill-tint stroke-primary' : 'fill-card stroke-border'} x={x} y={y} width="116" height="46" rx="10" strokeWidth="1.5" />
      {chosen ? (
        <>
          <rect className="fill-primary" x={x + 12} y={y + 15} width="16" height="16" rx="4" />
          <path
            className="stroke-primary-foreground"
            d={`M${x + 16} ${y + 23} l3 3 l5 -6`}
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <rect className="fill-card stroke-input" x={x + 12} y={y + 15} width="16" height="16" rx="4" strokeWidth="1.5" />
      )}
      <rect className="fill-ink" x={x + 36} y={y + 16} width={titleWidth} height="6" rx="3" opacity={chosen ? 0.8 : 0.55} />
      <rect className="fill-muted-foreground" x={x + 36} y={y + 27} width={noteWidth} height="5" rx="2.5" opacity={chosen ? 0.45 : 0.3} />
    </g>
  )
}
