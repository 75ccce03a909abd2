import { Link } from '@tanstack/react-router'
import { footerCopy, mainNavigation } from '~/content/navigation'
import { useSite } from '~/lib/site'
import { ExternalLink } from './external-link'
import { LogoMark } from './logo'

export function SiteFooter() {
  const { site, links, year } = useSite()
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <div className="flex items-center gap-2.5 font-bold text-white">
            <LogoMark />
            <span className="text-lg">{site.name}</span>
          </div>
          <p className="mt-4 text-sm leading-relaxed">{footerCopy.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold text-white">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-white hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <ExternalLink href={links.privacyPolicy} className="inline-flex items-center gap-1 hover:text-white hover:underline">
                {footerCopy.privacyPolicy}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.terms} className="inline-flex items-center gap-1 hover:text-white hover:underline">
                {footerCopy.terms}
              </ExternalLink>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
