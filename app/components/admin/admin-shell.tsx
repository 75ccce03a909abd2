import * as React from 'react'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { LogOut, ShieldCheck, UserRound } from 'lucide-react'
import { adminLayoutCopy, adminLogoutToasts, adminNavigation, staffRoleLabels } from '~/content/admin'
import type { StaffRole } from '~/domain/staff'
import { isAdminOnlyPath, type StaffAccess } from '~/lib/auth'
import { notify } from '~/lib/notify'
import { signOut } from '~/server/auth.functions'
import { Button } from '~/components/ui/button'

const navLinkClass =
  'inline-flex h-11 items-center whitespace-nowrap border-b-2 border-transparent px-1 text-sm font-semibold text-slate-300 transition-colors hover:text-white aria-[current=page]:border-cta aria-[current=page]:text-white'

/**
 * 'Admin Area', the signed-in address and role, the admin nav (an editor's without the admins'
 * pages; none while a second factor must be enrolled first), Account and Logout.
 */
export function AdminShell({ email, role, access, children }: { email: string; role: StaffRole; access: StaffAccess; children: React.ReactNode }) {
  const navigation = access === 'granted' ? adminNavigation.filter((item) => role === 'admin' || !isAdminOnlyPath(item.to)) : []
  const navList = useCurrentItemInView()
  return (
    <div className="min-h-[70vh] bg-muted">
      <div className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex items-center justify-between gap-4 pt-4 pb-2">
            <div className="flex min-w-0 items-center gap-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-cta">
                <ShieldCheck aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-base font-bold leading-tight text-white">
                  {adminLayoutCopy.title}
                </p>
                <p className="truncate text-sm text-slate-300">
                  <span className="sr-only">{adminLayoutCopy.signedInAs} </span>
                  {email} · {staffRoleLabels[role]}
                </p>
              </div>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <Link
                to="/admin/account"
                className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-slate-200 hover:text-white aria-[current=page]:text-white aria-[current=page]:underline"
              >
                <UserRound aria-hidden="true" className="size-4" />
                {/* On phones the icon alone, so the address keeps its room; the name stays for screen readers. */}
                <span className="max-sm:sr-only">{adminLayoutCopy.account}</span>
              </Link>
              <LogoutButton />
            </div>
          </div>
          <nav aria-label={adminLayoutCopy.navLabel}>
            {/* On phones one row that scrolls sideways, so a page's own content starts near the top. */}
            <ul ref={navList} className="relative -mx-4 flex gap-x-5 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:gap-x-6 sm:overflow-visible sm:px-0">
              {navigation.map((item) => (
                <li key={item.to}>
                  {/* Dashboard only on /admin itself; each other item for every path under its own. */}
                  <Link
                    to={item.to}
                    className={navLinkClass}
                    activeOptions={{ exact: item.to === '/admin' }}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">{children}</div>
    </div>
  )
}

/**
 * Scrolls the phone's one-row nav sideways so the current page's item shows, after every
 * navigation, unless the row was scrolled already (by a person, or before the page's code ran):
 * moving it then would move what they are about to tap.
 */
function useCurrentItemInView() {
  const navList = React.useRef<HTMLUListElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  React.useEffect(() => {
    const list = navList.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !current || list.scrollLeft !== 0 || list.scrollWidth <= list.clientWidth) return
    // The list is the item's offset parent, so offsetLeft is the item's place along the row.
    const { offsetLeft: start, offsetWidth: width } = current
    if (start + width > list.clientWidth) list.scrollLeft = start - (list.clientWidth - width) / 2
  }, [pathname])
  return navList
}

function LogoutButton() {
  const router = useRouter()
  const [pending, setPending] = React.useState(false)

  const logout = async () => {
    setPending(true)
    try {
      await signOut()
      notify.success(adminLogoutToasts.success.title, adminLogoutToasts.success.description)
    } catch (error) {
      notify.error(adminLogoutToasts.failure.title, adminLogoutToasts.failure.description, error)
    } finally {
      setPending(false)
    }
    // The guard looks at the session again: signed out, it sends the visitor to the sign-in page.
    await router.invalidate()
  }

  return (
    <Button variant="inverse" size="sm" onClick={() => void logout()} disabled={pending}>
      <LogOut aria-hidden="true" />
      {pending ? adminLayoutCopy.loggingOut : adminLayoutCopy.logout}
    </Button>
  )
}
