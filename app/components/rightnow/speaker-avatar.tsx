import type { Speaker } from '~/content/sample-content/speakers'
import { cn } from '~/lib/cn'

const tones: Record<Speaker['tone'], { bg: string; ring: string; text: string }> = {
  teal: { bg: '#0f766e', ring: '#d8efec', text: '#ffffff' },
  ink: { bg: '#0f1b2d', ring: '#c5cfda', text: '#ffffff' },
  amber: { bg: '#f5a524', ring: '#fdf1dc', text: '#0f1b2d' },
  slate: { bg: '#334155', ring: '#dde3ea', text: '#ffffff' },
}

/** An illustrated initials avatar for a speaker (decorative: the name is always shown beside it). */
export function SpeakerAvatar({ speaker, className }: { speaker: Speaker; className?: string }) {
  const tone = tones[speaker.tone]
  return (
    <svg viewBox="0 0 120 120" className={cn('size-24 shrink-0', className)} aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="60" fill={tone.ring} />
      <circle cx="60" cy="60" r="50" fill={tone.bg} />
      <path d="M22 84a44 44 0 0 0 76 0" fill="none" stroke={tone.ring} strokeWidth="3" opacity="0.5" />
      <text x="60" y="71" textAnchor="middle" fontSize="32" fontWeight="700" fill={tone.text} fontFamily="Inter, system-ui, sans-serif">
        {speaker.initials}
      </text>
    </svg>
  )
}
