import type { MDXContent } from 'mdx/types'
import { z } from 'zod'
import { parseIsoDate } from '../../core/calc/temporal.ts'
import { defaultLocale, isLocale, type Locale } from '../../core/i18n/locales.ts'

/** 16 hex digits: the hash of the English file a translation was made from (npm run content:check). */
export const sourceHash = /^[0-9a-f]{16}$/

/**
 * The day a page's content was last checked against its sources (decision 049): a real
 * calendar date, `YYYY-MM-DD`. It is set by hand in the English page's front matter, and a
 * translation shows its English page's date. That it is not after today is checked by
 * `npm run content:check`, which reads the real clock; the Worker reads none (decision 022).
 */
export const reviewedDate = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, 'a calendar date written YYYY-MM-DD')

export type MdxModule = { frontmatter: unknown; default: MDXContent }

/** A page in the language its text is written in. */
export interface Page<Meta> {
  meta: Meta & { locale: Locale }
  Content: MDXContent
}

function pageFile(path: string): { slug: string; locale: Locale } {
  const match = /\/([a-z0-9-]+)(?:\.([a-z]{2}))?\.mdx$/.exec(path)
  const slug = match?.[1]
  const locale = match?.[2] ?? defaultLocale
  if (!slug || !isLocale(locale)) throw new Error(`${path}: not <slug>.mdx or <slug>.<language>.mdx`)
  return { slug, locale }
}

function parse<T extends z.ZodType>(schema: T, path: string, frontmatter: unknown): z.infer<T> {
  const parsed = schema.safeParse(frontmatter)
  if (!parsed.success) throw new Error(`${path}: front matter ${parsed.error.message}`)
  return parsed.data
}

/**
 * Content files are `<slug>.mdx` (English, the source) and `<slug>.<locale>.mdx` (a
 * translation, beside its source, whose front matter holds its own text and the source's
 * hash). Articles and legal pages read their globs through this one function: by slug, then by
 * language. A translation without an English page, or any front matter that does not parse,
 * stops the build.
 */
export function pagesByLanguage<English extends z.ZodType, Translation extends z.ZodType, Meta>(
  modules: Record<string, MdxModule>,
  schemas: { english: English; translation: Translation },
  meta: {
    english: (data: z.infer<English>, slug: string, path: string) => Meta
    translation: (data: z.infer<Translation>, source: Meta) => Meta
  },
): Map<string, Map<Locale, Page<Meta>>> {
  const files = Object.entries(modules).map(([path, module]) => ({ path, ...pageFile(path), module }))
  const bySlug = new Map<string, Map<Locale, Page<Meta>>>()
  for (const { path, slug, module } of files.filter((file) => file.locale === defaultLocale)) {
    const data = meta.english(parse(schemas.english, path, module.frontmatter), slug, path)
    bySlug.set(
      slug,
      new Map([[defaultLocale, { meta: { ...data, locale: defaultLocale }, Content: module.default }]]),
    )
  }
  for (const { path, slug, locale, module } of files.filter((file) => file.locale !== defaultLocale)) {
    const languages = bySlug.get(slug)
    const source = languages?.get(defaultLocale)
    if (!languages || !source)
      throw new Error(`${path}: a translation of "${slug}", which has no English page`)
    const data = meta.translation(parse(schemas.translation, path, module.frontmatter), source.meta)
    languages.set(locale, { meta: { ...data, locale }, Content: module.default })
  }
  return bySlug
}

/** The page in the visitor's language, else in English (its `meta.locale` says which). */
export function pageIn<Meta>(
  pages: Map<string, Map<Locale, Page<Meta>>>,
  slug: string,
  locale: Locale,
): Page<Meta> | undefined {
  const languages = pages.get(slug)
  return languages?.get(locale) ?? languages?.get(defaultLocale)
}
