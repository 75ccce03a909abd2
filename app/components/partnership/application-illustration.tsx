import { cn } from '~/lib/cn'

/**
 * Decorative: an application card with a progress bar, five step markers,
 * chosen options and a creator-level badge, in the site palette.
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
          <feDropShadow dx="0" dy="10" stdDeviation="14" floodColor="#0f1b2d" floodOpacity="0.10" />
        </filter>
        <linearGradient id="pa-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d8efec" />
          <stop offset="1" stopColor="#eef6f5" />
        </linearGradient>
      </defs>

      {/* background shapes */}
      <circle cx="392" cy="78" r="62" fill="url(#pa-glow)" />
      <circle cx="70" cy="300" r="44" fill="#fdf1dc" />
      <g stroke="#c5cfda" strokeWidth="1.5" strokeDasharray="3 6" fill="none">
        <path d="M40 120 C 20 200, 60 250, 110 262" />
        <path d="M430 170 C 470 220, 450 290, 400 320" />
      </g>
      <circle cx="40" cy="120" r="5" fill="#0f766e" />
      <circle cx="430" cy="170" r="5" fill="#f5a524" />

      {/* the application card */}
      <g filter="url(#pa-shadow)">
        <rect x="84" y="36" width="300" height="300" rx="22" fill="#ffffff" />
      </g>
      <rect x="84.5" y="36.5" width="299" height="299" rx="21.5" fill="none" stroke="#dde3ea" />

      {/* progress */}
      <rect x="112" y="64" width="120" height="9" rx="4.5" fill="#0f1b2d" opacity="0.85" />
      <rect x="300" y="64" width="56" height="9" rx="4.5" fill="#c5cfda" />
      <rect x="112" y="86" width="244" height="8" rx="4" fill="#d8efec" />
      <rect x="112" y="86" width="146" height="8" rx="4" fill="#0f766e" />

      {/* five step markers */}
      <g>
        <line x1="124" y1="124" x2="344" y2="124" stroke="#dde3ea" strokeWidth="2" />
        <line x1="124" y1="124" x2="234" y2="124" stroke="#0f766e" strokeWidth="2" />
        {[124, 179].map((cx) => (
          <g key={cx}>
            <circle cx={cx} cy="124" r="12" fill="#0f766e" />
            <path
              d={`M${cx - 5} 124 l3.5 3.5 l6.5 -7`}
              stroke="#ffffff"
              strokeWidth="2.2"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </g>
        ))}
        <circle cx="234" cy="124" r="16" fill="#d8efec" />
        <circle cx="234" cy="124" r="11" fill="#ffffff" stroke="#0f766e" strokeWidth="2.5" />
        <circle cx="234" cy="124" r="4" fill="#0f766e" />
        <circle cx="289" cy="124" r="11" fill="#ffffff" stroke="#c5cfda" strokeWidth="2" />
        <circle cx="344" cy="124" r="11" fill="#ffffff" stroke="#c5cfda" strokeWidth="2" />
      </g>

      {/* chosen options */}
      <g>
        <rect
          x="112"
          y="156"
          width="116"
          height="46"
          rx="10"
          fill="#eef6f5"
          stroke="#0f766e"
          strokeWidth="1.5"
        />
        <rect x="124" y="171" width="16" height="16" rx="4" fill="#0f766e" />
        <path
          d="M128 179 l3 3 l5 -6"
          stroke="#ffffff"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="148" y="172" width="62" height="6" rx="3" fill="#0f1b2d" opacity="0.8" />
        <rect x="148" y="183" width="44" height="5" rx="2.5" fill="#4a5568" opacity="0.45" />

        <rect
          x="240"
          y="156"
          width="116"
          height="46"
          rx="10"
          fill="#ffffff"
          stroke="#dde3ea"
          strokeWidth="1.5"
        />
        <rect
          x="252"
          y="171"
          width="16"
          height="16"
          rx="4"
          fill="#ffffff"
          stroke="#c5cfda"
          strokeWidth="1.5"
        />
        <rect x="276" y="172" width="58" height="6" rx="3" fill="#0f1b2d" opacity="0.55" />
        <rect x="276" y="183" width="40" height="5" rx="2.5" fill="#4a5568" opacity="0.3" />

        <rect
          x="112"
          y="212"
          width="116"
          height="46"
          rx="10"
          fill="#ffffff"
          stroke="#dde3ea"
          strokeWidth="1.5"
        />
        <rect
          x="124"
          y="227"
          width="16"
          height="16"
          rx="4"
          fill="#ffffff"
          stroke="#c5cfda"
          strokeWidth="1.5"
        />
        <rect x="148" y="228" width="54" height="6" rx="3" fill="#0f1b2d" opacity="0.55" />
        <rect x="148" y="239" width="36" height="5" rx="2.5" fill="#4a5568" opacity="0.3" />

        <rect
          x="240"
          y="212"
          width="116"
          height="46"
          rx="10"
          fill="#eef6f5"
          stroke="#0f766e"
          strokeWidth="1.5"
        />
        <rect x="252" y="227" width="16" height="16" rx="4" fill="#0f766e" />
        <path
          d="M256 235 l3 3 l5 -6"
          stroke="#ffffff"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="276" y="228" width="64" height="6" rx="3" fill="#0f1b2d" opacity="0.8" />
        <rect x="276" y="239" width="42" height="5" rx="2.5" fill="#4a5568" opacity="0.45" />
      </g>

      {/* buttons */}
      <rect
        x="112"
        y="284"
        width="72"
        height="28"
        rx="8"
        fill="#ffffff"
        stroke="#c5cfda"
        strokeWidth="1.5"
      />
      <rect x="128" y="295" width="40" height="6" rx="3" fill="#4a5568" opacity="0.5" />
      <rect x="284" y="284" width="72" height="28" rx="8" fill="#0f766e" />
      <rect x="300" y="295" width="40" height="6" rx="3" fill="#ffffff" />

      {/* the level badge */}
      <g filter="url(#pa-shadow)">
        <rect x="300" y="318" width="164" height="48" rx="24" fill="#0f1b2d" />
      </g>
      <circle cx="326" cy="342" r="14" fill="#f5a524" />
      <path d="M319 346 l2.5 -9 l4.5 5 l4.5 -5 l2.5 9 z" fill="#0f1b2d" />
      <rect x="348" y="333" width="92" height="7" rx="3.5" fill="#ffffff" />
      <rect x="348" y="346" width="62" height="6" rx="3" fill="#ffffff" opacity="0.5" />
    </svg>
  )
}
