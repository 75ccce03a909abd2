import { describe, expect, it } from 'vitest'
import { indexablePaths, publicRoutePaths, robotsTxt, sitemapXml, variantPages } from './public-routes'

describe('the public pages and what search engines read of them', () => {
  it('keeps the variant pages out of the sitemap, every other public page in it', () => {
    expect(indexablePaths).not.toContain('/membership_v2')
    expect(indexablePaths).not.toContain('/membership-embed')
    expect(indexablePaths).toContain('/')
    expect(indexablePaths).toHaveLength(publicRoutePaths.length - Object.keys(variantPages).length)
  })

  it('writes a sitemap of absolute addresses, the home page with its slash, and escapes XML', () => {
    const xml = sitemapXml('https://community.example.com', ['/', '/about'])
    expect(xml).toContain('<loc>https://community.example.com/</loc>')
    expect(xml).toContain('<loc>https://community.example.com/about</loc>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(sitemapXml('https://a.example.com', ['/q?a=1&b="2"<'])).toContain('<loc>https://a.example.com/q?a=1&amp;b=&quot;2&quot;&lt;</loc>')
  })

  it('lets crawlers in, except the admin area and the server functions, and names the sitemap', () => {
    expect(robotsTxt('https://community.example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /_serverFn/\n\nSitemap: https://community.example.com/sitemap.xml\n',
    )
  })
})
