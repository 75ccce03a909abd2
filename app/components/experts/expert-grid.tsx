import type { PublicExpert } from '~/lib/experts'
import { cn } from '~/lib/cn'
import { Spinner } from '~/components/ui/spinner'
import { ExpertImage } from './expert-image'
import { Card } from '~/components/ui/card'

/** The public expert grid: 1 column on phones, then 2, 3 and 4 as the screen widens. */
export function ExpertGrid({ experts, headingLevel = 3, className }: { experts: PublicExpert[]; headingLevel?: 2 | 3 | 4; className?: string }) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4', className)} data-testid="expert-grid">
      {experts.map((expert) => (
        <Card as="li" key={expert.id} className="group flex flex-col overflow-hidden" data-testid="expert-card">
          <div className="aspect-[16/10] overflow-hidden bg-muted sm:aspect-[4/3]">
            <ExpertImage src={expert.image_url} className="transition-transform duration-200 group-hover:scale-[1.02]" />
          </div>
          <div className="flex flex-1 flex-col p-5">
            <Heading className="text-lg font-semibold">{expert.name}</Heading>
            {expert.role ? <p className="mt-1 text-sm font-semibold text-primary">{expert.role}</p> : null}
            {expert.description ? <p className="mt-3 text-[0.95rem] leading-relaxed text-muted-foreground">{expert.description}</p> : null}
          </div>
        </Card>
      ))}
    </ul>
  )
}

/** While the list loads on a client-side navigation. */
export function ExpertGridLoading({ label }: { label: string }) {
  return <Spinner label={label} className="min-h-48" />
}
