import { compile } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import type { Plugin } from 'vite'

/**
 * Articles and legal pages are MDX files with YAML front matter, compiled to React modules
 * that export `frontmatter` and the content component. They are imported only by server-rendered
 * pages, never by an island, so their text stays out of the browser's JavaScript.
 */
export function mdx(): Plugin {
  return {
    name: 'mdx',
    enforce: 'pre',
    async transform(source, id) {
      if (!id.endsWith('.mdx')) return undefined
      const compiled = await compile(
        { value: source, path: id },
        {
          remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }], remarkGfm],
          providerImportSource: undefined,
          development: false,
        },
      )
      return { code: String(compiled.value), map: null }
    },
  }
}
