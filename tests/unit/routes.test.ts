import { describe, expect, it } from 'vitest'
import { locales, splitLocalePath } from '../../core/i18n/locales.ts'
import { findRoute, localizedPath, routes } from '../../core/routes.ts'

const specChildPaths = [
  'pregnancy-calculator',
  'due-date-calculator',
  'how-it-works',
  'fertility-tips',
  'faq',
  'when-do-i-ovulate-after-period',
  '5-ways-to-improve-your-fertility',
  'understanding-your-cycle-length',
  'when-to-see-doctor-for-fertility',
  'best-foods-to-improve-fertility-naturally',
  'pregnancy-calculator-for-twins',
  'when-to-visit-fertility-doctor-over-35',
  'how-to-increase-chances-of-conception-after-40',
  'signs-of-ovulation-for-natural-pregnancy',
  'terms-of-service',
  'privacy-policy',
  'disclaimer',
  'contact',
  'about',
  'sitemap',
  'accessibility',
  'blog-posts',
  // Issue 26.
  'my-cycles',
  // Issue 48: the legal notice (decision 054).
  'legal-notice',
  // Issue 59: the terms of consent the forms' boxes link (decision 068).
  'consent',
]

describe('the route table', () => {
  it('is the home page plus the 22 child paths of docs/product.md §2, My cycles, the legal notice and the consent page', () => {
    expect(routes.map((r) => r.slug).sort()).toEqual(['', ...specChildPaths].sort())
  })

  it('has unique slugs and ids', () => {
    expect(new Set(routes.map((r) => r.slug)).size).toBe(26)
    expect(new Set(routes.map((r) => r.id)).size).toBe(26)
  })

  it('gives 130 pages across the five languages', () => {
    const paths = new Set(locales.flatMap((locale) => routes.map((r) => localizedPath(locale, r.slug))))
    expect(paths.size).toBe(130)
  })

  it('finds a route by exact slug only', () => {
    expect(findRoute('faq')?.id).toBe('faq')
    expect(findRoute('')?.id).toBe('home')
    expect(findRoute('FAQ')).toBeUndefined()
    expect(findRoute('faq/')).toBeUndefined()
    expect(findRoute('fr/faq')).toBeUndefined()
  })
})

describe('localizedPath', () => {
  it.each([
    ['en', '', '/'],
    ['en', 'faq', '/faq'],
    ['fr', '', '/fr'],
    ['fr', 'faq', '/fr/faq'],
    ['ru', 'pregnancy-calculator', '/ru/pregnancy-calculator'],
    ['es', 'blog-posts', '/es/blog-posts'],
    ['pt', 'disclaimer', '/pt/disclaimer'],
  ] as const)('%s + "%s" → %s', (locale, slug, path) => {
    expect(localizedPath(locale, slug)).toBe(path)
  })
})

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/faq', 'en', '/faq'],
    ['/fr', 'fr', '/'],
    ['/fr/faq', 'fr', '/faq'],
    ['/de/faq', 'en', '/de/faq'],
    ['/en/faq', 'en', '/en/faq'],
    ['/french', 'en', '/french'],
    ['/pt/a/b', 'pt', '/a/b'],
  ])('%s → %s %s', (path, locale, rest) => {
    expect(splitLocalePath(path)).toEqual({ locale, rest })
  })

  it('round-trips every localized path', () => {
    for (const locale of locales) {
      for (const route of routes) {
        const { locale: found, rest } = splitLocalePath(localizedPath(locale, route.slug))
        expect(found).toBe(locale)
        expect(findRoute(rest.slice(1))).toBe(route)
      }
    }
  })
})
