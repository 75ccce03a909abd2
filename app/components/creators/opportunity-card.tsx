import {
  BookOpen,
  Flame,
  GraduationCap,
  Handshake,
  MessagesSquare,
  PenLine,
  Presentation,
  Store,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'
import { Clock } from 'lucide-react'
import { ExternalLink } from '~/components/layout/external-link'
import { buttonVariants } from '~/components/ui/button'
import { creatorsPage, type OpportunityId, type PartnershipOpportunity } from '~/content/creators'
import { LevelChip } from './level-chip'
import { Card } from '~/components/ui/card'
import { IconBadge } from '~/components/ui/icon-badge'

const opportunityIcons: Record<OpportunityId, LucideIcon> = {
  workshops: Presentation,
  roundtables: MessagesSquare,
  'peer-groups': UsersRound,
  'fireside-chats': Flame,
  'content-creation': PenLine,
  mentorship: GraduationCap,
  training: BookOpen,
  'marketplace-listing': Store,
  'referral-partner': Handshake,
}

const copy = creatorsPage.opportunities

/** One partnership opportunity: what it is, its format, the levels it suits, examples and a call to action. */
export function OpportunityCard({ opportunity, schedulingUrl }: { opportunity: PartnershipOpportunity; schedulingUrl: string }) {
  const Icon = opportunityIcons[opportunity.id]
  return (
    <Card as="article" className="flex h-full flex-col p-6" aria-labelledby={`opportunity-${opportunity.id}`}>
      <div className="flex items-start gap-4">
        <IconBadge icon={Icon} />
        <div>
          <h3 id={`opportunity-${opportunity.id}`} className="text-lg font-semibold">
            {opportunity.title}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-primary-hover">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{copy.formatLabel}: </span>
            {opportunity.format}
          </p>
        </div>
      </div>
      <p className="mt-4 text-muted-foreground">{opportunity.description}</p>
      <div className="mt-5">
        <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{copy.suitableForLabel}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {opportunity.suitableFor.map((level) => (
            <li key={level}>
              <LevelChip level={level} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-5">
        <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{copy.examplesLabel}</p>
        <ul className="mt-2 space-y-1.5 text-sm text-ink">
          {opportunity.examples.map((example) => (
            <li key={example} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-cta" />
              {example}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto pt-6">
        <ExternalLink href={schedulingUrl} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          {opportunity.cta}
        </ExternalLink>
      </div>
    </Card>
  )
}
