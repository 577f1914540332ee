import type { Plugin } from 'vite'

const PRELOAD_HELPER = '\0vite/preload-helper.js'

/**
 * Vite wraps each dynamic import of the browser build in a helper (about 1.3 KB gzip) that
 * preloads the imported chunk's dependencies and CSS. Here the inline loader already preloads
 * every chunk an island needs, from the manifest, at the touch, and islands import no CSS: the
 * helper only has to call the import.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load()' : undefined
    },
  }
}
