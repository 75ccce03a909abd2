import { getRouteApi } from '@tanstack/react-router'
import { Eye } from 'lucide-react'
import { applicationStatusLabels, applicationsCopy as copy, inboxCopy } from '~/content/admin'
import { partnershipTypes } from '~/content/partnership'
import type { Application } from '~/lib/submissions'
import { applicationsQuery } from '~/queries/submissions'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { ApplicationDetailDialog } from './application-detail-dialog'
import { formatDate } from './records/list-state'
import { InboxPage } from './inbox-page'
import { CardTable } from './card-table'
import { InboxRow, InboxRowName, inboxCell as cell } from './inbox-table'
import { StatusBadge } from './status-badge'

const typeTitle = new Map(partnershipTypes.map((type) => [type.id as string, type.title]))

const columns = [
  { label: copy.columns.name },
  { label: copy.columns.email },
  { label: copy.columns.company },
  { label: copy.columns.types },
  { label: copy.columns.level },
  { label: copy.columns.status },
  { label: copy.columns.date },
  { label: copy.columns.actions, className: 'text-right' },
]

const route = getRouteApi('/admin/applications')

/**
 * /admin/applications: every partnership application, newest first, with filter, search, detail
 * and export. The open application is in the address (`?open=<id>`), so a link can open it.
 */
export function ApplicationsInbox() {
  const openId = route.useSearch().open ?? null
  const navigate = route.useNavigate()
  const setOpenId = (id: string | null) => void navigate({ search: id ? { open: id } : {} })
  return (
    <InboxPage kind="applications" copy={copy} statuses={applicationStatusLabels} query={applicationsQuery}>
      {(applications) => (
        <>
          <ApplicationsTable applications={applications} onView={(application) => setOpenId(application.id)} />
          <ApplicationDetailDialog
            application={applications.find((application) => application.id === openId) ?? null}
            onOpenChange={(isOpen) => {
              if (!isOpen) setOpenId(null)
            }}
          />
        </>
      )}
    </InboxPage>
  )
}

function ApplicationsTable({ applications, onView }: { applications: Application[]; onView: (application: Application) => void }) {
  return (
    <CardTable label={copy.tableLabel} columns={columns}>
      {applications.map((application) => (
        <InboxRow key={application.id} align="top">
          <InboxRowName>{application.contact_name}</InboxRowName>
          <td className={`[overflow-wrap:anywhere] text-ink ${cell}`}>{application.contact_email}</td>
          <td className={`text-muted-foreground ${cell}`}>{application.contact_company}</td>
          <td className={`text-muted-foreground ${cell}`}>
            <span className="md:hidden">{copy.columns.types}: </span>
            {application.partnership_types.length
              ? application.partnership_types.map((id) => typeTitle.get(id) ?? id).join(', ')
              : copy.none}
          </td>
          <td className={cell}>
            {application.estimated_level ? (
              <Badge variant="default">{application.estimated_level}</Badge>
            ) : (
              <span className="text-muted-foreground">{copy.notGiven}</span>
            )}
          </td>
          <td className={cell}>
            <StatusBadge status={application.status} label={applicationStatusLabels[application.status]} />
          </td>
          <td className={`whitespace-nowrap text-muted-foreground ${cell}`}>
            <time dateTime={application.created_at}>{formatDate(application.created_at)}</time>
          </td>
          <td className={`md:text-right ${cell}`}>
            <Button variant="outline" size="sm" aria-label={copy.viewLabel(application.contact_name)} onClick={() => onView(application)}>
              <Eye aria-hidden="true" />
              {inboxCopy.view}
            </Button>
          </td>
        </InboxRow>
      ))}
    </CardTable>
  )
}
