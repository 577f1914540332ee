import { absoluteUrl, alternates } from '../../client/seo.server.ts'
import { locales } from '../../core/i18n/locales.ts'
import { routes } from '../../core/routes.ts'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** sitemap.xml: every route in every language, each with its hreflang alternates. */
export function sitemapXml(siteUrl: string): string {
  const urls = routes.flatMap((route) => {
    const links = alternates(siteUrl, route.slug)
      .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
      .join('')
    return locales.map(
      (locale) => `<url><loc>${escapeXml(absoluteUrl(siteUrl, locale, route.slug))}</loc>${links}</url>`,
    )
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`
}
