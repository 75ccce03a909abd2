import { BookOpen, GraduationCap, MessageCircle, MessagesSquare, Percent, UsersRound, type LucideIcon } from 'lucide-react'
import { Section } from '~/components/sections/section'
import { FeatureCardGrid } from '~/components/sections/feature-card'
import { memberBenefitsSection as copy } from '~/content/community-invite'

type BenefitId = (typeof copy.items)[number]['id']
const icons: Record<BenefitId, LucideIcon> = {
  peers: UsersRound,
  cpe: GraduationCap,
  experts: MessagesSquare,
  resources: BookOpen,
  discounts: Percent,
  forum: MessageCircle,
}

/** The section the community invite pages share: what members get. */
export function MemberBenefitsSection({ tone = 'tint' }: { tone?: 'plain' | 'tint' }) {
  return (
    <Section tone={tone} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <FeatureCardGrid items={copy.items} icons={icons} />
    </Section>
  )
}
