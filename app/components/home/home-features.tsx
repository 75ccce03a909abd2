import { Link } from '@tanstack/react-router'
import { ArrowRight, BookOpen, CalendarDays, GraduationCap, Store, UsersRound, type LucideIcon } from 'lucide-react'
import type { HomeFeature, HomeFeatureId } from '~/content/home'
import { useSite } from '~/lib/site'
import { FeatureCard } from '~/components/sections/feature-card'
import { cn } from '~/lib/cn'

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary underline-offset-4 hover:underline [&_svg]:transition-transform hover:[&_svg]:translate-x-0.5'

/** A route of its own, or the configured page that serves the feature today. */
function FeatureLink({ feature }: { feature: HomeFeature }) {
  const { featurePages } = useSite()
  const content = (
    <>
      {feature.linkLabel}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  )
  if ('route' in feature.target) {
    return (
      <Link to={feature.target.route} className={linkClass}>
        {content}
      </Link>
    )
  }
  return (
    <a href={featurePages[feature.target.featurePage]} className={linkClass}>
      {content}
    </a>
  )
}

const featureIcons: Record<HomeFeatureId, LucideIcon> = {
  resources: BookOpen,
  'peer-circles': UsersRound,
  events: CalendarDays,
  cpe: GraduationCap,
  marketplace: Store,
}

/** Five cards: three across then two wider ones on desktop, two columns on tablets, one on phones. */
export function HomeFeatureGrid({ features }: { features: readonly HomeFeature[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-6">
      {features.map((feature, index) => (
        <li
          key={feature.id}
          className={cn(index < 3 ? 'lg:col-span-2' : 'lg:col-span-3', index === features.length - 1 && features.length % 2 === 1 && 'sm:col-span-2')}
        >
          <FeatureCard icon={featureIcons[feature.id]} title={feature.title} footer={<FeatureLink feature={feature} />}>
            <p>{feature.description}</p>
          </FeatureCard>
        </li>
      ))}
    </ul>
  )
}
