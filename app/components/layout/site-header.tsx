import * as React from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { Menu, X } from 'lucide-react'
import { mainNavigation, footerCopy } from '~/content/navigation'
import { useSite } from '~/lib/site'
import { cn } from '~/lib/cn'
import { buttonVariants } from '~/components/ui/button'
import { ExternalLink } from './external-link'
import { LogoMark } from './logo'

const navLinkClass =
  'rounded-md px-3 py-2 text-[0.95rem] font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-ink aria-[current=page]:text-primary aria-[current=page]:font-semibold'

export function SiteHeader() {
  const { site, links } = useSite()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [menuOpenedOn, setMenuOpenedOn] = React.useState<string | null>(null)
  const menuOpen = menuOpenedOn === pathname
  const setMenuOpen = (open: boolean) => setMenuOpenedOn(open ? pathname : null)
  const menuId = React.useId()

  React.useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenedOn(null)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  const logIn = (
    <ExternalLink href={links.communityFeed} className={buttonVariants({ variant: 'default', size: 'sm' })} showIcon={false}>
      {footerCopy.logIn}
    </ExternalLink>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2.5 rounded-md font-bold text-ink">
          <LogoMark />
          <span className="text-lg tracking-tight">{site.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={navLinkClass} activeOptions={{ exact: item.to === '/' }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden md:block">{logIn}</div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-muted md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-border bg-white md:hidden">
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={cn(navLinkClass, 'block py-3')}
                  activeOptions={{ exact: item.to === '/' }}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-border pt-4 pb-2 [&>a]:w-full">{logIn}</div>
        </nav>
      </div>
    </header>
  )
}
