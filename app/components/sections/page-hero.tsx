import * as React from 'react'
import { cn } from '~/lib/cn'

/** The hero's words: a content module's `hero` gives them as they are. */
export interface HeroText {
  eyebrow?: string
  title: React.ReactNode
  lead?: React.ReactNode
}

interface PageHeroProps {
  hero: HeroText
  /** Buttons and links under the lead. */
  actions?: React.ReactNode
  /** Small print under the actions, e.g. 'No credit card required'. */
  note?: React.ReactNode
  /** A decorative or meaningful illustration shown beside the text on wide screens. */
  illustration?: React.ReactNode
  className?: string
}

/** Every page opens with a hero that says what the page is for in one line. */
export function PageHero(props: PageHeroProps) {
  const { hero, actions, note, illustration, className } = props
  const { eyebrow, title, lead } = hero
  return (
    <section className={cn('relative overflow-hidden bg-gradient-to-b from-tint to-white', className)}>
      <div
        className={cn(
          'mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:px-8 lg:py-24',
          illustration ? 'lg:grid-cols-[1.1fr_0.9fr]' : '',
        )}
      >
        <div className={cn(!illustration && 'mx-auto max-w-3xl text-center')}>
          {eyebrow ? <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-bold sm:text-5xl lg:text-[3.25rem]">{title}</h1>
          {lead ? <p className="mt-5 max-w-2xl text-lg text-muted-foreground sm:text-xl [text-wrap:pretty] mx-auto lg:mx-0">{lead}</p> : null}
          {actions ? (
            <div className={cn('mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap', !illustration && 'sm:justify-center')}>{actions}</div>
          ) : null}
          {note ? <p className="mt-4 text-sm text-muted-foreground">{note}</p> : null}
        </div>
        {illustration ? <div className="mx-auto w-full max-w-md lg:max-w-none">{illustration}</div> : null}
      </div>
    </section>
  )
}
