/** The logo mark: a ledger page with a rising line, in the brand colours. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect className="fill-primary" width="32" height="32" rx="8" />
      <path className="stroke-primary-soft" d="M8 9h16M8 14h16M8 19h9" strokeWidth="2" strokeLinecap="round" />
      <path className="stroke-cta" d="M17 24l4-5 3 2 3-5" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  )
}
