import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import type { SpeakerView } from '~/lib/content-pages'
import { speakerPage as copy } from '~/content/speakers'
import { Card } from '~/components/ui/card'
import { SpeakerByline } from './speaker-avatar'

/** A speaker in a list of sessions (/rightnow, and the other sessions on a speaker's page), linking to their page. */
export function SpeakerCard({ speaker, detail, when }: { speaker: SpeakerView; detail: string; when?: string }) {
  return (
    <Card as="li" className="flex h-full flex-col p-6">
      <SpeakerByline speaker={speaker} detail={detail} />
      <p className="mt-4 font-medium text-ink">{speaker.sessionTitle}</p>
      {when ? <p className="mt-1 text-sm text-muted-foreground">{when}</p> : null}
      <Link
        to="/rightnow/$name"
        params={{ name: speaker.slug }}
        className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-primary hover:underline"
      >
        {copy.viewSession}
        <span className="sr-only">: {speaker.sessionTitle}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  )
}
