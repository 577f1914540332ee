import { describe, expect, it } from 'vitest'
import { articlesIn, findArticle } from '../../client/content/articles.server.ts'
import { reviewedDate } from '../../client/content/by-language.server.ts'
import { findLegalText } from '../../client/content/legal.server.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { locales } from '../../core/i18n/locales.ts'
import { findRoute, routes } from '../../core/routes.ts'
import {
  checkContent,
  checkReviewed,
  checkTranslation,
  latestToday,
  sourceHash,
} from '../../scripts/content-check.ts'

/** The legal pages written as text; the legal notice is built from the operator's configuration (decision 054). */
const legalSlugs = routes
  .filter((route) => route.group === 'legal' && route.id !== 'legalNotice')
  .map((route) => route.slug)

describe('translated content', () => {
  for (const locale of locales) {
    it(`${locale} has every article, its title the catalogue's heading and its read time its own`, () => {
      const english = articlesIn('en')
      const translated = articlesIn(locale)
      expect(translated.map(({ meta }) => meta.slug)).toEqual(english.map(({ meta }) => meta.slug))
      translated.forEach(({ meta }, i) => {
        const source = english[i]?.meta
        expect(meta.locale, meta.slug).toBe(locale)
        expect(meta.title, meta.slug).toBe(messagesFor(locale)[`${meta.id}.h1`])
        expect(meta.description.length, meta.slug).toBeLessThanOrEqual(200)
        // The source's date, topic, image and related articles; a read time near the source's.
        expect({ ...meta, title: '', description: '', imageAlt: '', readTime: 0, locale: 'en' }).toEqual({
          ...source,
          title: '',
          description: '',
          imageAlt: '',
          readTime: 0,
        })
        expect(meta.readTime, meta.slug).toBeGreaterThanOrEqual(Math.floor((source?.readTime ?? 0) * 0.7))
        expect(meta.readTime, meta.slug).toBeLessThanOrEqual(Math.ceil((source?.readTime ?? 0) * 1.6))
      })
    })

    it(`${locale} has every legal page, titled as its heading, of the English page's review date`, () => {
      for (const slug of legalSlugs) {
        const text = findLegalText(slug, locale)
        expect(text?.meta.locale, slug).toBe(locale)
        expect(text?.meta.title, slug).toBe(messagesFor(locale)[`${findRoute(slug)?.id ?? 'home'}.h1`])
        expect(text?.meta.reviewed, slug).toBe(findLegalText(slug, 'en')?.meta.reviewed)
      }
    })
  }

  it('takes as a review date only a real calendar date written YYYY-MM-DD', () => {
    expect(reviewedDate.safeParse('2026-11-28').success).toBe(true)
    for (const wrong of ['2026-02-30', '2026-13-01', '28/11/2026', '2026-11-28T00:00', ''])
      expect(reviewedDate.safeParse(wrong).success, wrong).toBe(false)
  })

  it('falls back to English for a page that has no translation', () => {
    expect(findArticle('no-such-article', 'fr')).toBeUndefined()
    expect(findArticle('understanding-your-cycle-length', 'en')?.meta.locale).toBe('en')
  })
})

describe('content:check', () => {
  // Compiles every page in five languages: 1.4 s alone, over 5 s on a machine busy with other
  // work (CI, 2026-11-30), so it waits longer than Vitest's default.
  it('finds every translation present, compiling and made from the current English page', async () => {
    expect(await checkContent()).toEqual([])
  }, 30_000)

  const english = '---\ntitle: "A"\n---\nOvulation happens about 14 days before your next period.\n'
  const translation = (hash: string, body = 'L’ovulation a lieu environ 14 jours avant les règles.') =>
    `---\ntitle: "A"\nsource: "${hash}"\n---\n${body}\n`

  it('passes a translation made from the current English page', async () => {
    expect(await checkTranslation('articles/a', 'fr', english, translation(sourceHash(english)))).toEqual([])
  })

  it('names a translation whose English page changed after it was made', async () => {
    const edited = english.replace('14 days', 'two weeks')
    expect(await checkTranslation('articles/a', 'fr', edited, translation(sourceHash(english)))).toEqual([
      {
        kind: 'stale',
        page: 'articles/a',
        locale: 'fr',
        recorded: sourceHash(english),
        current: sourceHash(edited),
      },
    ])
  })

  it('names a missing translation and one that does not compile', async () => {
    expect(await checkTranslation('legal/b', 'ru', english, undefined)).toEqual([
      { kind: 'missing', page: 'legal/b', locale: 'ru' },
    ])
    const broken = await checkTranslation(
      'legal/b',
      'pt',
      english,
      translation(sourceHash(english), '<Cta oops'),
    )
    expect(broken.map((finding) => finding.kind)).toEqual(['broken'])
  })

  it('names an English page reviewed after today, and passes one reviewed today or before', () => {
    const page = (reviewed: string) => `---\ntitle: "A"\nreviewed: "${reviewed}"\n---\nText.\n`
    expect(checkReviewed('articles/a', page('2026-11-29'), '2026-11-28')).toEqual([
      { kind: 'future', page: 'articles/a', reviewed: '2026-11-29', today: '2026-11-28' },
    ])
    expect(checkReviewed('articles/a', page('2026-11-28'), '2026-11-28')).toEqual([])
    expect(checkReviewed('articles/a', page('2023-05-08'), '2026-11-28')).toEqual([])
  })

  it('takes today where it is latest, UTC+14, so a page reviewed today anywhere passes', () => {
    expect(latestToday(new Date('2026-11-28T09:59:00Z'))).toBe('2026-11-28')
    expect(latestToday(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-29')
  })

  it('hashes line endings alike, so a checkout on Windows is not stale', () => {
    expect(sourceHash(english.replace(/\n/g, '\r\n'))).toBe(sourceHash(english))
  })
})
