import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import {
  ArrowRight,
  BarChart3,
  CalendarDays,
  FileText,
  Globe,
  Layers,
  Library,
  Ticket,
  Settings,
  ShieldCheck,
  UserCog,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { adminDashboardCopy } from '~/content/admin'
import { Badge } from '~/components/ui/badge'
import { buttonVariants } from '~/components/ui/button'
import { submissionCountsQuery } from '~/queries/submissions'
import { AdminPageHeader } from './admin-page-header'
import { FailedNotices } from './failed-notices'
import { useStaffRole } from './use-staff-role'
import { isAdminOnlyPath } from '~/lib/auth'

/** The live count of new submissions on the Applications and Offer claims cards. */
function NewCount({ kind }: { kind: 'applications' | 'claims' }) {
  const counts = useQuery(submissionCountsQuery)
  const text = counts.data
    ? adminDashboardCopy.newCount(counts.data[kind])
    : counts.isError
      ? adminDashboardCopy.countFailed
      : adminDashboardCopy.countLoading
  return (
    <Badge variant={counts.data && counts.data[kind] > 0 ? 'cta' : 'muted'} data-testid={`new-${kind}`}>
      {text}
    </Badge>
  )
}

const cardIcons: Record<(typeof adminDashboardCopy.cards)[number]['id'], LucideIcon> = {
  experts: Users,
  events: CalendarDays,
  applications: FileText,
  claims: Ticket,
  resources: Library,
  content: Layers,
  settings: Settings,
  security: ShieldCheck,
  team: UserCog,
  analytics: BarChart3,
}

/**
 * The area cards (Experts Management, and the two submission inboxes with their live
 * counts of new items) and two quick actions.
 */
export function AdminDashboard() {
  const copy = adminDashboardCopy
  const isAdmin = useStaffRole() === 'admin'
  // An editor sees the areas an editor may open, and nothing about what visitors send.
  const cards = copy.cards.filter((card) => isAdmin || !isAdminOnlyPath(card.to))
  return (
    <div className="grid gap-10">
      <AdminPageHeader title={copy.title} intro={isAdmin ? copy.intro.admin : copy.intro.editor} />

      {isAdmin ? <FailedNotices /> : null}

      <section aria-labelledby="admin-areas">
        <h2 id="admin-areas" className="sr-only">
          {copy.sectionsHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => {
            const Icon = cardIcons[card.id]
            return (
              <li key={card.id} className="flex">
                <Link
                  to={card.to}
                  className="group flex w-full flex-col rounded-xl border border-border bg-white p-6 shadow-card transition-shadow hover:border-primary/40 hover:shadow-lg"
                >
                  <div className="flex items-start justify-between gap-3">
                    <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    {(card.id === 'applications' || card.id === 'claims') && <NewCount kind={card.id} />}
                  </div>
                  <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{!isAdmin && 'editorDescription' in card ? card.editorDescription : card.description}</p>
                  <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                    {copy.open}
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </section>

      <section
        aria-labelledby="admin-quick-actions"
        className="rounded-xl border border-border bg-white p-6 shadow-card"
      >
        <h2 id="admin-quick-actions" className="text-xl font-semibold">
          {copy.quickActionsHeading}
        </h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link to="/admin/experts" search={{ open: 'new' }} className={buttonVariants({ variant: 'default' })}>
            <UserPlus aria-hidden="true" />
            {copy.quickActions.addExpert}
          </Link>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            <Globe aria-hidden="true" />
            {copy.quickActions.viewSite}
          </Link>
        </div>
      </section>
    </div>
  )
}
