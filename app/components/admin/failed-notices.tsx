import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { MailWarning } from 'lucide-react'
import { failedNoticesCopy as copy } from '~/content/admin'
import { failedNoticesQuery } from '~/queries/notices'
import { formatDate } from './records/list-state'

/**
 * On the dashboard, only when there are any: the mail of the outbox that failed for good (the
 * team's notices, and mail to one person), so staff know to look in the admin area for what
 * the mail did not tell, or whom it did not reach.
 */
export function FailedNotices() {
  const notices = useQuery(failedNoticesQuery)
  const list = notices.data ?? []
  if (list.length === 0) return null
  return (
    <section aria-labelledby="failed-notices" className="rounded-xl border border-warning/40 bg-warning-soft p-6">
      <h2 id="failed-notices" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <MailWarning aria-hidden="true" className="size-5 text-warning" />
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-ink">
        {copy.intro(list.filter((notice) => notice.toStaff).length, list.filter((notice) => !notice.toStaff).length)}
      </p>
      <ul className="mt-4 grid gap-3">
        {list.map((notice) => (
          <li key={notice.id} className="rounded-lg border border-border bg-white p-4 text-sm">
            <p className="font-semibold text-ink">
              {/* The path comes from the mail's kind (app/server/mail-kinds.ts), always one of the admin area's. */}
              <Link to={notice.path as '/admin'} className="text-primary underline underline-offset-2">
                {notice.label}
              </Link>{' '}
              {notice.toStaff ? copy.from(notice.name) : copy.to(notice.name)}
            </p>
            <p className="mt-1 text-muted-foreground">
              <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time> · {copy.tries(notice.attempts)}
            </p>
            {notice.lastError ? (
              <p className="mt-1 [overflow-wrap:anywhere] text-muted-foreground">
                {copy.lastError}: {notice.lastError}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
