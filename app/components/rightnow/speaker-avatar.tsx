import type { SpeakerTone } from '~/lib/content-pages'
import { cn } from '~/lib/cn'

/** Fill and stroke classes of each tone: the disc, the ring around it and the initials. */
const tones: Record<SpeakerTone, { disc: string; ring: string; ringLine: string; initials: string }> = {
  teal: { disc: 'fill-primary', ring: 'fill-primary-soft', ringLine: 'stroke-primary-soft', initials: 'fill-primary-foreground' },
  ink: { disc: 'fill-ink', ring: 'fill-input', ringLine: 'stroke-input', initials: 'fill-white' },
  amber: { disc: 'fill-cta', ring: 'fill-cta-soft', ringLine: 'stroke-cta-soft', initials: 'fill-cta-foreground' },
  slate: { disc: 'fill-slate-700', ring: 'fill-border', ringLine: 'stroke-border', initials: 'fill-white' },
}

/** What an avatar needs of a speaker. */
export interface AvatarSpeaker {
  name: string
  photoUrl: string | null
  initials: string
  tone: SpeakerTone
}

/**
 * A speaker's avatar: their photo when one is set (its alt text their name), else an
 * illustrated initials drawing (decorative: the name is always shown beside it).
 */
export function SpeakerAvatar({ speaker, className }: { speaker: AvatarSpeaker; className?: string }) {
  const tone = tones[speaker.tone]
  if (speaker.photoUrl)
    return <img src={speaker.photoUrl} alt={speaker.name} width={120} height={120} loading="lazy" className={cn('size-24 shrink-0 rounded-full object-cover', className)} />
  return (
    <svg viewBox="0 0 120 120" className={cn('size-24 shrink-0', className)} aria-hidden="true" focusable="false">
      <circle className={tone.ring} cx="60" cy="60" r="60" />
      <circle className={tone.disc} cx="60" cy="60" r="50" />
      <path className={tone.ringLine} d="M22 84a44 44 0 0 0 76 0" fill="none" strokeWidth="3" opacity="0.5" />
      <text x="60" y="71" textAnchor="middle" fontSize="32" fontWeight="700" className={tone.initials} fontFamily="Inter, system-ui, sans-serif">
        {speaker.initials}
      </text>
    </svg>
  )
}

/** A speaker's avatar with their name and one detail (their session, their firm), on a light or a dark surface. */
export function SpeakerByline({ speaker, detail, onDark = false, className }: { speaker: AvatarSpeaker; detail: string; onDark?: boolean; className?: string }) {
  return (
    <div className={cn('flex items-center gap-4', className)}>
      <SpeakerAvatar speaker={speaker} className="size-14" />
      <div>
        <p className={cn('font-semibold', onDark ? 'text-white' : 'text-ink')}>{speaker.name}</p>
        <p className={cn('text-sm', onDark ? 'text-slate-300' : 'text-muted-foreground')}>{detail}</p>
      </div>
    </div>
  )
}
