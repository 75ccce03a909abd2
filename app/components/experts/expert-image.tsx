import * as React from 'react'
import { EXPERT_PLACEHOLDER_IMAGE } from '~/lib/experts'
import { cn } from '~/lib/cn'

/**
 * An expert's portrait. A missing or broken image is replaced by the one
 * placeholder image: via onError once hydrated, and by checking on mount for an
 * image that already failed while the server-rendered HTML was loading.
 */
export function ExpertImage({ src, className }: { src: string | null; className?: string }) {
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null)
  const imageRef = React.useRef<HTMLImageElement>(null)
  const wanted = src && src.trim() !== '' ? src : EXPERT_PLACEHOLDER_IMAGE
  const shown = failedSrc === wanted ? EXPERT_PLACEHOLDER_IMAGE : wanted

  React.useEffect(() => {
    const image = imageRef.current
    if (image && image.complete && image.naturalWidth === 0 && wanted !== EXPERT_PLACEHOLDER_IMAGE) {
      setFailedSrc(wanted)
    }
  }, [wanted])

  return (
    <img
      ref={imageRef}
      src={shown}
      alt=""
      width={400}
      height={400}
      decoding="async"
      className={cn('size-full object-cover', className)}
      onError={() => {
        if (shown !== EXPERT_PLACEHOLDER_IMAGE) setFailedSrc(wanted)
      }}
    />
  )
}
