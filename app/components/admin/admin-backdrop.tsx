/** A quiet geometric backdrop (ledger lines and connected nodes) behind the sign-in card. Decorative. */
export function AdminBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 700"
    >
      <defs>
        <pattern id="admin-ledger" width="48" height="48" patternUnits="userSpaceOnUse">
          <path className="stroke-primary" d="M0 47.5H48" strokeOpacity="0.08" />
          <path className="stroke-primary" d="M47.5 0V48" strokeOpacity="0.04" />
        </pattern>
        <radialGradient id="admin-glow" cx="50%" cy="40%" r="60%">
          <stop offset="0%" className="[stop-color:var(--color-white)]" stopOpacity="0.9" />
          <stop offset="100%" className="[stop-color:var(--color-white)]" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="700" fill="url(#admin-ledger)" />
      <rect width="1200" height="700" fill="url(#admin-glow)" />
      <g className="stroke-primary" strokeOpacity="0.22" strokeWidth="1.5" fill="none">
        <path d="M90 560 L210 470 L330 520 L450 400" />
        <path d="M760 180 L880 120 L1000 210 L1110 150" />
      </g>
      <g className="fill-primary" fillOpacity="0.28">
        <circle cx="90" cy="560" r="6" />
        <circle cx="210" cy="470" r="6" />
        <circle cx="330" cy="520" r="6" />
        <circle cx="450" cy="400" r="6" />
        <circle cx="760" cy="180" r="6" />
        <circle cx="880" cy="120" r="6" />
        <circle cx="1000" cy="210" r="6" />
        <circle cx="1110" cy="150" r="6" />
      </g>
      <g className="fill-cta" fillOpacity="0.35">
        <rect x="960" y="470" width="22" height="90" rx="4" />
        <rect x="996" y="430" width="22" height="130" rx="4" />
        <rect x="1032" y="490" width="22" height="70" rx="4" />
      </g>
    </svg>
  )
}
