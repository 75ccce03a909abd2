import { Link } from '@tanstack/react-router'
import { Home } from 'lucide-react'
import { notFoundCopy } from '~/content/navigation'
import { largeButton } from '~/components/ui/button'

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <svg viewBox="0 0 240 120" className="h-28 w-auto" aria-hidden="true" focusable="false">
        <rect className="fill-tint stroke-border" x="20" y="14" width="200" height="92" rx="12" />
        <path className="stroke-input" d="M44 40h90M44 58h120M44 76h70" strokeWidth="6" strokeLinecap="round" />
        <circle className="stroke-primary" cx="180" cy="70" r="22" fill="none" strokeWidth="6" />
        <path className="stroke-primary" d="M196 86l18 18" strokeWidth="7" strokeLinecap="round" />
        <path className="stroke-cta" d="M172 62l16 16M188 62l-16 16" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <p className="mt-6 text-sm font-semibold tracking-widest text-primary uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{notFoundCopy.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{notFoundCopy.explanation}</p>
      <Link to="/" className={largeButton('default', 'mt-8')}>
        <Home aria-hidden="true" />
        {notFoundCopy.returnHome}
      </Link>
    </section>
  )
}
