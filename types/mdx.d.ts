// What scripts/vite-mdx.ts makes of every MDX file; client/content/ validates the front matter.
declare module '*.mdx' {
  import type { MDXProps } from 'mdx/types'
  export const frontmatter: Record<string, unknown>
  export default function MDXContent(props: MDXProps): React.JSX.Element
}
