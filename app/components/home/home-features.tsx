import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import type { HomeFeature } from '~/content/home'
import { FeatureCard } from '~/components/sections/feature-card'
import { cn } from '~/lib/cn'

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary underline-offset-4 hover:underline [&_svg]:transition-transform hover:[&_svg]:translate-x-0.5'

/** /resources and /events are routes; /circles, /cpe and /marketplace are plain links that reach the 404 page (spec 2.1). */
function FeatureLink({ feature }: { feature: HomeFeature }) {
  const content = (
    <>
      {feature.linkLabel}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  )
  if (feature.href === '/resources' || feature.href === '/events') {
    return (
      <Link to={feature.href} className={linkClass}>
        {content}
      </Link>
    )
  }
  return (
    <a href={feature.href} className={linkClass}>
      {content}
    </a>
  )
}

/** Five cards: three across then two wider ones on desktop, two columns on tablets, one on phones. */
export function HomeFeatureGrid({ features }: { features: readonly HomeFeature[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-6">
      {features.map((feature, index) => (
        <li
          key={feature.href}
          className={cn(index < 3 ? 'lg:col-span-2' : 'lg:col-span-3', index === features.length - 1 && features.length % 2 === 1 && 'sm:col-span-2')}
        >
          <FeatureCard icon={feature.icon} title={feature.title} footer={<FeatureLink feature={feature} />}>
            <p>{feature.description}</p>
          </FeatureCard>
        </li>
      ))}
    </ul>
  )
}
