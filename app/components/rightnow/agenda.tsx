import * as React from 'react'
import { Clock } from 'lucide-react'
import type { AgendaDayView } from '~/lib/content-pages'
import { RichText } from '~/components/sections/rich-text'
import { Card } from '~/components/ui/card'

/** The conference agenda (the sessions staff edit in /admin/content): one column per day, sessions as a timeline. */
export function Agenda({ days }: { days: readonly AgendaDayView[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {days.map((day) => (
        <AgendaColumn key={day.id} day={day} />
      ))}
    </div>
  )
}

function AgendaColumn({ day }: { day: AgendaDayView }) {
  const headingId = React.useId()
  return (
    <Card as="section" aria-labelledby={headingId} className="p-6 sm:p-8">
      <div className="border-b border-border pb-4">
        <h3 id={headingId} className="text-2xl font-bold">
          {day.label}
          {day.date ? (
            <>
              <span className="text-muted-foreground">: </span>
              <span className="text-primary">{day.date}</span>
            </>
          ) : null}
        </h3>
      </div>
      <ol className="mt-2">
        {day.items.map((item) => (
          <li key={item.id} className="grid grid-cols-[5.5rem_1fr] gap-4 border-b border-border/70 py-4 last:border-b-0">
            <p className="flex items-start gap-1.5 text-sm font-semibold whitespace-nowrap text-primary-hover">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {item.time}
            </p>
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p className="font-semibold text-ink">{item.title}</p>
              {item.descriptionHtml ? <RichText html={item.descriptionHtml} className="mt-1 text-sm text-muted-foreground" /> : null}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  )
}
