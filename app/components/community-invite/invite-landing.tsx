import { Link } from '@tanstack/react-router'
import { ArrowRight, CalendarDays, UsersRound } from 'lucide-react'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CtaBand } from '~/components/sections/cta-band'
import { ExternalLink } from '~/components/layout/external-link'
import { SpeakerByline } from '~/components/rightnow/speaker-avatar'
import { Illustration } from '~/components/illustrations/illustration'
import communityDrawing from '~/components/illustrations/drawings/community.svg?raw'
import { roundtableRegistrationClosed, roundtableTookPlace, type InvitePageContent } from '~/content/community-invite'
import type { EventSummary } from '~/server/events.functions'
import type { SpeakerView } from '~/lib/content-pages'
import { useSite } from '~/lib/site'
import { roundtableReservable } from '~/lib/events'
import { MemberBenefitsSection } from './member-benefits-section'
import { largeButton, wrappingButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { CheckListItem } from '~/components/sections/check-list-item'

/**
 * A community invite page: join, reserve the roundtable (its event: while registration for it is
 * open; once it is over, that it took place), revisit a session, see what members get.
 */
export function InviteLanding({ content, roundtable, speaker }: { content: InvitePageContent; roundtable: EventSummary | null; speaker: SpeakerView | null }) {
  const { links } = useSite()
  const points = content.roundtable.details.points
  return (
    <>
      <PageHero
        hero={content.hero}
        actions={
          <ExternalLink href={links.communityJoin} className={largeButton('cta')}>
            <UsersRound aria-hidden="true" />
            {content.hero.join}
          </ExternalLink>
        }
        note={content.hero.note}
        illustration={<Illustration drawing={communityDrawing} />}
      />

      <Section eyebrow={content.roundtable.eyebrow} title={content.roundtable.heading}>
        <div className="grid gap-6 lg:grid-cols-[1.3fr_1fr]">
          {roundtable ? (
          <Card as="article" aria-labelledby="roundtable-title" className="flex flex-col p-6 sm:p-8">
            {roundtable.when ? (
              <p className="inline-flex items-center gap-2 self-start rounded-full bg-cta-soft px-3 py-1 text-sm font-semibold text-ink">
                <CalendarDays aria-hidden="true" className="size-4" />
                {`${roundtable.when.date}, ${roundtable.when.time}`}
              </p>
            ) : null}
            <h3 id="roundtable-title" className="mt-4 text-2xl font-bold">
              {roundtable.title}
            </h3>
            <p className="mt-3 text-muted-foreground">{roundtable.summary}</p>
            <ul className="mt-5 space-y-2">
              {points.map((point) => (
                <CheckListItem key={point} className="text-ink">
                  {point}
                </CheckListItem>
              ))}
            </ul>
            <div className="mt-auto pt-6">
              {roundtableReservable(roundtable) && roundtable.registrationUrl ? (
                <ExternalLink href={roundtable.registrationUrl} className={largeButton('default')}>
                  {content.roundtable.reserve}
                </ExternalLink>
              ) : roundtable.phase === 'past' && roundtable.when ? (
                <p className="font-semibold text-ink">{roundtableTookPlace(roundtable.when.date)}</p>
              ) : roundtable.registration === 'closed' ? (
                <p className="font-semibold text-ink">{roundtableRegistrationClosed}</p>
              ) : null}
            </div>
          </Card>
          ) : null}

          {speaker ? (
            <article aria-labelledby="speaker-spotlight" className="flex flex-col rounded-xl bg-ink p-6 text-slate-200 shadow-card sm:p-8">
              <p className="text-sm font-semibold tracking-wider text-cta uppercase">{content.speaker.eyebrow}</p>
              <h3 id="speaker-spotlight" className="mt-2 text-2xl font-bold text-white">
                {content.speaker.title}
              </h3>
              <SpeakerByline speaker={speaker} detail={speaker.sessionTitle} onDark className="mt-5" />
              <p className="mt-4 text-slate-300">{content.speaker.text}</p>
              <div className="mt-auto pt-6">
                <Link
                  to="/rightnow/$name"
                  params={{ name: speaker.slug }}
                  className={wrappingButton('inverse')}
                >
                  {content.speaker.link}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </div>
            </article>
          ) : null}
        </div>
      </Section>

      <MemberBenefitsSection />

      <CtaBand title={content.closing.title} text={content.closing.text}>
        <ExternalLink href={links.communityJoin} className={largeButton('cta')}>
          {content.closing.join}
        </ExternalLink>
      </CtaBand>
    </>
  )
}
