import { z } from 'zod'
import type { Locale } from '../../core/i18n/locales.ts'
import { findRoute, type RouteSlug } from '../../core/routes.ts'
import {
  type MdxModule,
  type Page,
  pageIn,
  pagesByLanguage,
  reviewedDate,
  sourceHash,
} from './by-language.server.ts'

const english = z.strictObject({
  title: z.string().min(1),
  /** The day the text was last checked against what the site does and says (decision 049). */
  reviewed: reviewedDate,
})

/** A translation states the same commitments of the same date: only its title is its own. */
const translation = z.strictObject({ title: z.string().min(1), source: z.string().regex(sourceHash) })

export type LegalText = Page<z.infer<typeof english>>

const pages = pagesByLanguage(
  import.meta.glob<MdxModule>('./legal/*.mdx', { eager: true }),
  { english, translation },
  {
    english: (data, slug, path) => {
      if (!findRoute(slug)) throw new Error(`${path}: no route for "${slug}"`)
      return data
    },
    translation: ({ title }, source) => ({ ...source, title }),
  },
)

/** The legal text of a route (terms, privacy, disclaimer, accessibility) in the visitor's language, else English. */
export function findLegalText(slug: RouteSlug, locale: Locale): LegalText | undefined {
  return pageIn(pages, slug, locale)
}
