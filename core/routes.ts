import { type Locale, localePrefix } from './i18n/locales.ts'

/** How the sitemap page groups the pages. */
export type RouteGroup = 'calculators' | 'educational' | 'articles' | 'help' | 'company' | 'legal'

/**
 * The only list of pages. The worker, the sitemap page, sitemap.xml and the tests read it.
 * `id` is also the message-key prefix of the page's metadata: `${id}.title`, `.description`,
 * `.keywords` and `.h1`; the page component for each id lives in `pages/index.server.tsx`.
 */
export const routes = [
  { slug: '', id: 'home', group: 'calculators' },
  { slug: 'pregnancy-calculator', id: 'pregnancyCalculator', group: 'calculators' },
  { slug: 'due-date-calculator', id: 'dueDateCalculator', group: 'calculators' },
  { slug: 'pregnancy-calculator-for-twins', id: 'twinsCalculator', group: 'calculators' },
  { slug: 'my-cycles', id: 'myCycles', group: 'calculators' },
  { slug: 'fertility-tips', id: 'fertilityTips', group: 'educational' },
  { slug: 'how-it-works', id: 'howItWorks', group: 'educational' },
  { slug: 'when-do-i-ovulate-after-period', id: 'ovulateAfterPeriod', group: 'articles' },
  { slug: '5-ways-to-improve-your-fertility', id: 'improveFertility', group: 'articles' },
  { slug: 'understanding-your-cycle-length', id: 'cycleLength', group: 'articles' },
  { slug: 'when-to-see-doctor-for-fertility', id: 'seeDoctor', group: 'articles' },
  { slug: 'best-foods-to-improve-fertility-naturally', id: 'fertilityFoods', group: 'articles' },
  { slug: 'when-to-visit-fertility-doctor-over-35', id: 'doctorOver35', group: 'articles' },
  { slug: 'how-to-increase-chances-of-conception-after-40', id: 'conceptionAfter40', group: 'articles' },
  { slug: 'signs-of-ovulation-for-natural-pregnancy', id: 'ovulationSigns', group: 'articles' },
  { slug: 'blog-posts', id: 'blog', group: 'educational' },
  { slug: 'faq', id: 'faq', group: 'help' },
  { slug: 'about', id: 'about', group: 'company' },
  { slug: 'contact', id: 'contact', group: 'company' },
  { slug: 'sitemap', id: 'sitemap', group: 'help' },
  { slug: 'terms-of-service', id: 'terms', group: 'legal' },
  { slug: 'privacy-policy', id: 'privacy', group: 'legal' },
  { slug: 'consent', id: 'consent', group: 'legal' },
  { slug: 'disclaimer', id: 'disclaimer', group: 'legal' },
  { slug: 'accessibility', id: 'accessibility', group: 'legal' },
  { slug: 'legal-notice', id: 'legalNotice', group: 'legal' },
] as const satisfies readonly { slug: string; id: string; group: RouteGroup }[]

export type Route = (typeof routes)[number]
export type RouteSlug = Route['slug']
export type RouteId = Route['id']

const bySlug = new Map<string, Route>(routes.map((route) => [route.slug, route]))
const byId = new Map<string, Route>(routes.map((route) => [route.id, route]))

/** The route whose slug is exactly `slug` (no slashes), if any. */
export function findRoute(slug: string): Route | undefined {
  return bySlug.get(slug)
}

/** The route of a page id; every id of the table has one. */
export function routeOf(id: RouteId): Route {
  const route = byId.get(id)
  if (!route) throw new Error(`no route for the id ${id}`)
  return route
}

/**
 * Paths the worker answers beside the pages, each under every language prefix too: the
 * calendar download, the pages that signed e-mail links open, the page the service worker shows
 * offline and the web app manifest.
 */
export const endpoints = [
  'fertility-calendar.ics',
  'confirm',
  'unsubscribe',
  'stop',
  'due-date',
  'offline',
  'manifest.webmanifest',
] as const
export type Endpoint = (typeof endpoints)[number]

/** The one helper that builds internal links: language prefix + slug, never a trailing slash. */
export function localizedPath(locale: Locale, slug: RouteSlug | Endpoint): string {
  const prefix = localePrefix(locale)
  if (slug === '') return prefix || '/'
  return `${prefix}/${slug}`
}
