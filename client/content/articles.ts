import type { MDXContent } from 'mdx/types'
import { z } from 'zod'
import { findRoute, type RouteId, type RouteSlug, routes } from '../routes.ts'

export const articleCategories = [
  'ovulation',
  'fertilityTips',
  'healthInsights',
  'medicalAdvice',
  'nutrition',
  'pregnancy',
] as const

export type ArticleCategory = (typeof articleCategories)[number]

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

const frontMatter = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1).max(200),
  date: isoDate,
  category: z.enum(articleCategories),
  readTime: z.number().int().positive(),
  image: z.string().regex(/^\/images\/articles\/[a-z0-9-]+\.svg$/),
  imageAlt: z.string().min(1),
  /** Three articles; none for a pregnancy article, which has no pregnancy articles beside it. */
  related: z.array(z.string()).max(3),
})

export type ArticleMeta = z.infer<typeof frontMatter> & { slug: RouteSlug; id: RouteId }
export interface Article {
  meta: ArticleMeta
  Content: MDXContent
}

const modules = import.meta.glob<{ frontmatter: unknown; default: MDXContent }>('./articles/*.mdx', {
  eager: true,
})

function load(path: string, module: { frontmatter: unknown; default: MDXContent }): Article {
  const slug = path.replace(/^\.\/articles\//, '').replace(/\.mdx$/, '')
  const route = findRoute(slug)
  if (!route) throw new Error(`${path}: no route for the article "${slug}"`)
  const parsed = frontMatter.safeParse(module.frontmatter)
  if (!parsed.success) throw new Error(`${path}: front matter ${parsed.error.message}`)
  return { meta: { ...parsed.data, slug: route.slug, id: route.id }, Content: module.default }
}

const bySlug = new Map<string, Article>(
  Object.entries(modules).map(([path, module]) => {
    const article = load(path, module)
    return [article.meta.slug, article]
  }),
)

for (const article of bySlug.values()) {
  for (const related of article.meta.related) {
    if (!bySlug.has(related) || related === article.meta.slug) {
      throw new Error(`${article.meta.slug}: related "${related}" is not another article`)
    }
  }
}

/**
 * Every article, in the order of the route table. The front matter of the MDX files is the
 * only list: the blog index, the home page's featured cards and the related links read it.
 */
export const articles: readonly Article[] = routes.flatMap((route) => bySlug.get(route.slug) ?? [])

export function findArticle(slug: string): Article | undefined {
  return bySlug.get(slug)
}
