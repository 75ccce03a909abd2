/** The logo mark: a ledger page with a rising line, in the brand colours. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M8 9h16M8 14h16M8 19h9" stroke="#d8efec" strokeWidth="2" strokeLinecap="round" />
      <path d="M17 24l4-5 3 2 3-5" stroke="#f5a524" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  )
}
