import * as React from 'react'
import { EXPERT_PLACEHOLDER_IMAGE, type PublicExpert } from '~/lib/experts'
import { Card } from '~/components/ui/card'

/**
 * An expert's photo; a missing or broken image shows the shared placeholder.
 * An image can fail before the page is interactive, so the check also runs once on mount.
 */
function ExpertAvatar({ expert }: { expert: PublicExpert }) {
  const [failed, setFailed] = React.useState(!expert.image_url)
  const ref = React.useRef<HTMLImageElement>(null)
  React.useEffect(() => {
    const image = ref.current
    if (image && image.complete && image.naturalWidth === 0) setFailed(true)
  }, [])
  return (
    <img
      ref={ref}
      src={failed ? EXPERT_PLACEHOLDER_IMAGE : (expert.image_url ?? EXPERT_PLACEHOLDER_IMAGE)}
      alt=""
      width={56}
      height={56}
      onError={() => setFailed(true)}
      className="size-14 shrink-0 rounded-full bg-muted object-cover ring-2 ring-white"
    />
  )
}

/** A compact list of experts: avatar, name and role. */
export function ExpertList({ experts, emptyText }: { experts: readonly PublicExpert[]; emptyText: string }) {
  if (experts.length === 0) {
    return <p className="rounded-xl border border-dashed border-input bg-white p-6 text-center text-muted-foreground">{emptyText}</p>
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {experts.map((expert) => (
        <Card as="li" key={expert.id} className="flex items-center gap-4 p-4">
          <ExpertAvatar expert={expert} />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{expert.name}</p>
            {expert.role ? <p className="text-sm text-muted-foreground">{expert.role}</p> : null}
          </div>
        </Card>
      ))}
    </ul>
  )
}
