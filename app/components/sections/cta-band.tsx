import * as React from 'react'

/** The closing call-to-action band on a dark background; its children are the links or buttons (largeButton('cta') first, 'inverse' after). */
export function CtaBand({ title, text, children }: { title: React.ReactNode; text?: React.ReactNode; children: React.ReactNode }) {
  const headingId = React.useId()
  return (
    <section aria-labelledby={headingId} className="bg-ink">
      <div className="relative mx-auto max-w-7xl overflow-hidden px-4 py-16 text-center sm:px-6 lg:px-8 lg:py-20">
        <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-0 h-full w-full opacity-[0.07]">
          <defs>
            <pattern id="cta-ledger" width="48" height="48" patternUnits="userSpaceOnUse">
              <path className="stroke-white" d="M0 47.5h48M47.5 0v48" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="url(#cta-ledger)" />
        </svg>
        <h2 id={headingId} className="relative text-3xl font-bold text-white sm:text-4xl">
          {title}
        </h2>
        {text ? <p className="relative mx-auto mt-4 max-w-2xl text-lg text-slate-300">{text}</p> : null}
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  )
}
