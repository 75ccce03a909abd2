import * as React from 'react'
import { cn } from '~/lib/cn'

type Tone = 'plain' | 'tint' | 'muted' | 'ink'

const toneClass: Record<Tone, string> = {
  plain: 'bg-white',
  tint: 'bg-tint',
  muted: 'bg-muted',
  ink: 'bg-ink text-slate-200 [&_h2]:text-white [&_h3]:text-white',
}

export interface SectionProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  tone?: Tone
  eyebrow?: string
  title?: React.ReactNode
  intro?: React.ReactNode
  /** Centre the heading block (default) or align it left. */
  align?: 'center' | 'left'
  containerClassName?: string
}

/**
 * A page section: alternating tone, 48 px (phone) to 96 px (desktop) padding,
 * a 1200 px content column and an optional heading block. The heading gets an id
 * so the section is labelled by it.
 */
export function Section({
  tone = 'plain',
  eyebrow,
  title,
  intro,
  align = 'center',
  className,
  containerClassName,
  children,
  ...props
}: SectionProps) {
  const headingId = React.useId()
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn('py-12 sm:py-16 lg:py-24', toneClass[tone], className)}
      {...props}
    >
      <div className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', containerClassName)}>
        {title ? (
          <div className={cn('mb-10 max-w-3xl lg:mb-14', align === 'center' && 'mx-auto text-center')}>
            {eyebrow ? (
              <p className={cn('text-sm font-semibold tracking-wider uppercase', tone === 'ink' ? 'text-cta' : 'text-primary')}>
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} className="mt-2 text-3xl font-bold sm:text-4xl">
              {title}
            </h2>
            {intro ? (
              <p className={cn('mt-4 text-lg', tone === 'ink' ? 'text-slate-300' : 'text-muted-foreground')}>{intro}</p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  )
}
