import { z } from 'zod'
import type { Locale } from '../../core/i18n/locales.ts'
import { findRoute, type RouteId, type RouteSlug, routes } from '../../core/routes.ts'
import {
  type MdxModule,
  type Page,
  pageIn,
  pagesByLanguage,
  reviewedDate,
  sourceHash,
} from './by-language.server.ts'

export const articleCategories = [
  'ovulation',
  'fertilityTips',
  'healthInsights',
  'medicalAdvice',
  'nutrition',
  'pregnancy',
] as const

export type ArticleCategory = (typeof articleCategories)[number]

/** What a reader reads: written in each language. */
const text = {
  title: z.string().min(1),
  description: z.string().min(1).max(200),
  readTime: z.number().int().positive(),
  imageAlt: z.string().min(1),
}

const english = z
  .strictObject({
    ...text,
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** The day the content was last checked against its references (decision 049). */
    reviewed: reviewedDate,
    category: z.enum(articleCategories),
    image: z.string().regex(/^\/images\/articles\/[a-z0-9-]+\.svg$/),
    /** Three articles; none for a pregnancy article, which has no pregnancy articles beside it. */
    related: z.array(z.string()).max(3),
  })
  // ISO dates compare as text: a page cannot be reviewed before it was published.
  .refine((page) => page.reviewed >= page.date, 'reviewed is before the publication date')

/** A translation carries its own text and the hash of its English source; the rest is the source's. */
const translation = z.strictObject({ ...text, source: z.string().regex(sourceHash) })

type Meta = z.infer<typeof english> & { slug: RouteSlug; id: RouteId }
export type Article = Page<Meta>
export type ArticleMeta = Article['meta']

const pages = pagesByLanguage(
  import.meta.glob<MdxModule>('./articles/*.mdx', { eager: true }),
  { english, translation },
  {
    english: (data, slug, path) => {
      const route = findRoute(slug)
      if (!route) throw new Error(`${path}: no route for the article "${slug}"`)
      return { ...data, slug: route.slug, id: route.id }
    },
    translation: ({ source: _hash, ...own }, source) => ({ ...source, ...own }),
  },
)

for (const [slug, languages] of pages) {
  for (const related of languages.get('en')?.meta.related ?? []) {
    if (!pages.has(related) || related === slug) {
      throw new Error(`${slug}: related "${related}" is not another article`)
    }
  }
}

/** An article in the visitor's language, else in English (its `meta.locale` says which). */
export function findArticle(slug: string, locale: Locale): Article | undefined {
  return pageIn(pages, slug, locale)
}

/**
 * Every article, in the order of the route table. The front matter of the MDX files is the
 * only list: the blog index, the home page's featured cards and the related links read it.
 */
export function articlesIn(locale: Locale): readonly Article[] {
  return routes.flatMap((route) => findArticle(route.slug, locale) ?? [])
}
