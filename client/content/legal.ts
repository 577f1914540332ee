import type { MDXContent } from 'mdx/types'
import { z } from 'zod'
import { findRoute, type RouteSlug } from '../routes.ts'

const frontMatter = z.strictObject({
  title: z.string().min(1),
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
})

export interface LegalText {
  meta: z.infer<typeof frontMatter>
  Content: MDXContent
}

const modules = import.meta.glob<{ frontmatter: unknown; default: MDXContent }>('./legal/*.mdx', {
  eager: true,
})

const bySlug = new Map<string, LegalText>(
  Object.entries(modules).map(([path, module]) => {
    const slug = path.replace(/^\.\/legal\//, '').replace(/\.mdx$/, '')
    if (!findRoute(slug)) throw new Error(`${path}: no route for "${slug}"`)
    const parsed = frontMatter.safeParse(module.frontmatter)
    if (!parsed.success) throw new Error(`${path}: front matter ${parsed.error.message}`)
    return [slug, { meta: parsed.data, Content: module.default }]
  }),
)

/** The legal text of a route (terms, privacy, disclaimer, accessibility), written in English. */
export function findLegalText(slug: RouteSlug): LegalText | undefined {
  return bySlug.get(slug)
}
