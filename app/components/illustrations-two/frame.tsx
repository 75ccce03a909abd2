import * as React from 'react'
import { cn } from '~/lib/cn'

/** The palette the illustrations draw with (the site's design tokens). */
export const palette = {
  ink: '#0f1b2d',
  inkSoft: '#1e2d44',
  primary: '#0f766e',
  primarySoft: '#d8efec',
  tint: '#eef6f5',
  accent: '#f5a524',
  accentSoft: '#fdf1dc',
  border: '#dde3ea',
  input: '#c5cfda',
  muted: '#f4f6f9',
  white: '#ffffff',
} as const

/**
 * The shared frame of the page illustrations: a 480 × 360 canvas, decorative by default.
 * Pass `title` to make an illustration meaningful (it then gets role="img" and a name).
 */
export function IllustrationFrame({
  title,
  className,
  children,
}: {
  title?: string
  className?: string
  children: React.ReactNode
}) {
  const titleId = React.useId()
  return (
    <svg
      viewBox="0 0 480 360"
      className={cn('h-auto w-full', className)}
      focusable="false"
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  )
}
