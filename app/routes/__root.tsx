/// <reference types="vite/client" />
import * as React from 'react'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useRouterState } from '@tanstack/react-router'
import appCss from '~/styles/app.css?url'
import type { RouterContext } from '~/router-context'
import { getSiteConfig } from '~/server/site.functions'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { lazySection } from '~/components/layout/lazy-section'
import { NotFoundPage } from '~/components/layout/not-found-page-lazy'
import { notFoundCopy } from '~/content/navigation'
import { toasterDemand } from '~/lib/toaster-demand'

// Toasts only ever appear after an interaction: sonner loads with the first one (toaster-demand.ts).
const Toaster = lazySection(() => import('~/components/ui/sonner'), 'Toaster')

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page is made to sit in an iframe on other sites: no site header, footer or skip link. */
    embed?: boolean
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: () => getSiteConfig(),
  staleTime: Infinity,
  head: ({ loaderData, matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0f766e' },
      {
        title: matches.some((match) => match._notFound || match.status === 'notFound')
          ? `${notFoundCopy.title} | ${loaderData?.site.name ?? ''}`
          : (loaderData?.site.name ?? ''),
      },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function ToasterOnDemand() {
  const wanted = React.useSyncExternalStore(toasterDemand.subscribe, toasterDemand.isWanted, () => false)
  if (!wanted) return null
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  )
}

function RootLayout() {
  // Lets tests (and CSS, if ever needed) know the page is interactive.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  const embedded = useRouterState({ select: (state) => state.matches.some((match) => match.staticData.embed === true) })
  if (embedded) {
    return (
      <main id="main">
        <Outlet />
      </main>
    )
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ToasterOnDemand />
    </div>
  )
}
