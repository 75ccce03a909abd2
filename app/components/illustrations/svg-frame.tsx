import * as React from 'react'
import { cn } from '~/lib/cn'

/** The palette of the design tokens, for drawn illustrations. */
export const palette = {
  ink: '#0f1b2d',
  inkSoft: '#1e2d44',
  primary: '#0f766e',
  primarySoft: '#d8efec',
  primaryMid: '#5fb3a9',
  tint: '#eef6f5',
  accent: '#f5a524',
  accentSoft: '#fdf1dc',
  border: '#dde3ea',
  line: '#c5cfda',
  muted: '#f4f6f9',
  white: '#ffffff',
} as const

/** A decorative illustration: hidden from assistive technology, scales with its container. */
export function DecorativeSvg({ viewBox, className, children }: { viewBox: string; className?: string; children: React.ReactNode }) {
  return (
    <svg viewBox={viewBox} className={cn('h-auto w-full', className)} aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
      {children}
    </svg>
  )
}

/** A white card with a soft offset shadow, the building block of the illustrations. */
export function SvgCard({ x, y, width, height, radius = 16 }: { x: number; y: number; width: number; height: number; radius?: number }) {
  return (
    <g>
      <rect x={x + 2} y={y + 8} width={width} height={height} rx={radius} fill={palette.ink} opacity="0.06" />
      <rect x={x} y={y} width={width} height={height} rx={radius} fill={palette.white} stroke={palette.border} />
    </g>
  )
}

/** A simple avatar: head and shoulders in a circle. */
export function SvgAvatar({ cx, cy, r, fill, skin }: { cx: number; cy: number; r: number; fill: string; skin: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <circle cx={cx} cy={cy - r * 0.18} r={r * 0.34} fill={skin} />
      <path d={`M${cx - r * 0.62} ${cy + r * 0.72} a${r * 0.62} ${r * 0.52} 0 0 1 ${r * 1.24} 0`} fill={skin} />
    </g>
  )
}
