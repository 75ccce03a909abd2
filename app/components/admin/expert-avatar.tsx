import * as React from 'react'
import { EXPERT_PLACEHOLDER_IMAGE } from '~/lib/experts'
import { cn } from '~/lib/cn'

/** A round expert image that falls back to the placeholder when missing or broken. */
export function ExpertAvatar({ src, className }: { src: string | null; className?: string }) {
  // Keyed by the address, so a new image gets a fresh chance to load.
  return <AvatarImage key={src ?? ''} src={src || EXPERT_PLACEHOLDER_IMAGE} className={className} />
}

function AvatarImage({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = React.useState(false)
  return (
    <img
      src={failed ? EXPERT_PLACEHOLDER_IMAGE : src}
      alt=""
      width={44}
      height={44}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(
        'size-11 shrink-0 rounded-full border border-border bg-muted object-cover',
        className,
      )}
    />
  )
}
