import { type Locale, locales } from '../../core/i18n/locales.ts'
import { localizedPath, routes } from '../../core/routes.ts'
import { daysAgo } from './dates.ts'

/** One page the accessibility sweep and the HTML checker visit. */
export interface SweepPage {
  locale: Locale
  /** What the page is, for a test's title: a route's id, a result or "not found". */
  kind: string
  path: string
}

/**
 * Six periods 29 days apart, the last 17 days before the run's today: a history with every part of
 * My cycles' result (regularity, the next periods, their window), computed on the server.
 */
const history = Array.from({ length: 6 }, (_, k) => daysAgo(17 + 29 * (5 - k)).toString()).join(',')

/**
 * Every kind of result, as a link or the form without JavaScript asks for it: the ovulation
 * calendar 12 days into a cycle (its window has begun), a pregnancy at 20 weeks on each pregnancy
 * calculator, and My cycles with a history.
 */
const results = (locale: Locale): SweepPage[] => {
  const in20Weeks = daysAgo(140).toString()
  const at = (slug: Parameters<typeof localizedPath>[1], query: string) =>
    `${localizedPath(locale, slug)}?${query}`
  return [
    { locale, kind: 'ovulation result', path: at('', `lmp=${daysAgo(12)}&cycle=28`) },
    { locale, kind: 'pregnancy result', path: at('pregnancy-calculator', `lmp=${in20Weeks}&cycle=28`) },
    { locale, kind: 'due-date result', path: at('due-date-calculator', `method=lmp&lmp=${in20Weeks}`) },
    { locale, kind: 'twins result', path: at('pregnancy-calculator-for-twins', `lmp=${in20Weeks}`) },
    { locale, kind: 'My cycles result', path: at('my-cycles', `periods=${history}`) },
  ]
}

/** Every route of the route table, the not-found page and every kind of result, in one language. */
export const sweepPagesOf = (locale: Locale): SweepPage[] => [
  ...routes.map((route) => ({ locale, kind: route.id, path: localizedPath(locale, route.slug) })),
  { locale, kind: 'not found', path: `${localizedPath(locale, '')}/missing-page`.replace('//', '/') },
  ...results(locale),
]

/** The same pages in the five languages. */
export const sweepPages: SweepPage[] = locales.flatMap(sweepPagesOf)
