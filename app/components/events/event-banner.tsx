/**
 * An event's banner: its image when it has one, otherwise a drawn card carrying its title and
 * date (in the theme's colours). Decorative either way: the title and date are in the text
 * beside it.
 */
export function EventBanner({ title, date, imageUrl, className }: { title: string; date: string | null; imageUrl: string | null; className?: string }) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" width={1200} height={630} loading="lazy" decoding="async" className={className} />
  }
  return <EventBannerArt title={title} date={date} className={className} />
}

/** Splits a title into at most three lines of about `width` characters. */
function titleLines(title: string, width = 26): string[] {
  const lines: string[] = []
  for (const word of title.split(/\s+/)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines.slice(2).join(' ').slice(0, width - 1)}…`] : lines
}

function EventBannerArt({ title, date, className }: { title: string; date: string | null; className?: string }) {
  const lines = titleLines(title)
  return (
    <svg viewBox="0 0 1200 630" aria-hidden="true" focusable="false" className={className} preserveAspectRatio="xMidYMid slice">
      <rect width="1200" height="630" className="fill-ink" />
      <g className="stroke-primary-soft" strokeWidth="2" opacity="0.25">
        {[120, 210, 300, 390, 480, 570].map((y) => (
          <line key={y} x1="0" x2="1200" y1={y} y2={y} />
        ))}
      </g>
      <circle cx="1040" cy="140" r="210" className="fill-primary" opacity="0.35" />
      <circle cx="1090" cy="520" r="120" className="fill-cta" opacity="0.35" />
      <rect x="80" y="96" width="112" height="112" rx="18" className="fill-cta" />
      <rect x="80" y="96" width="112" height="30" rx="12" className="fill-white" opacity="0.85" />
      <g className="fill-white">
        {lines.map((line, index) => (
          <text key={line} x="80" y={300 + index * 78} fontSize="64" fontWeight="700">
            {line}
          </text>
        ))}
        {date ? (
          <text x="80" y={300 + lines.length * 78 + 30} fontSize="36" opacity="0.85">
            {date}
          </text>
        ) : null}
      </g>
    </svg>
  )
}
