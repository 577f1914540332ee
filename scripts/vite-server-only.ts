import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'

/** Folders of the repository whose every module runs on the server only. */
const SERVER_FOLDERS = ['worker', 'db']

/**
 * Whether a module may never reach the browser: its name says `.server.` (epic-stack's
 * convention, decision 019), it is MDX content (rendered by the Worker), or it sits in the
 * Worker's or the database's folder.
 */
export function isServerOnly(id: string, root: string): boolean {
  const path = relative(root, id.split('?')[0] ?? id)
  if (path.startsWith('..') || path.split(sep).includes('node_modules')) return false
  return /\.server\.[cm]?[jt]sx?$|\.mdx$/.test(path) || SERVER_FOLDERS.includes(path.split(sep)[0] ?? '')
}

/**
 * Fails the browser build, and the dev server's browser requests, when browser code imports a
 * server-only module. Type-only imports are erased before resolution and so stay allowed.
 */
export function serverOnly(): Plugin {
  let root = process.cwd()
  return {
    name: 'server-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root
    },
    async resolveId(source, importer, options) {
      if (!importer) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (resolved && !resolved.external && isServerOnly(resolved.id, root)) {
        this.error(
          `${relative(root, importer)} imports ${relative(root, resolved.id)}, which is server-only: ` +
            'the browser must not load it (decision 019).',
        )
      }
      return resolved
    },
  }
}
