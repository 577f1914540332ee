/** What the worker links into every page, produced by the `virtual:client-assets` module. */
export interface ClientAssets {
  /** Stylesheets, render-blocking by design (small, cached across pages). */
  css: readonly string[]
  /** The inline loader: removes `no-js`, and injects the island runtime on the first touch of an island. */
  loaderScript: string
  /** CSP source for the loader, e.g. `'sha256-…'`. */
  loaderHash: string
  /** Each island's chunk and its imports, preloaded when the island is touched (empty in dev). */
  islandChunks: Readonly<Record<string, readonly string[]>>
  /**
   * One random id per generation of this module: a new one for every `vite build` and every test
   * run, `null` under `vite dev`, whose modules hot-reload under the same id. The page cache keys
   * pages by it (worker/pages/page-cache.ts), and is off without it.
   */
  buildId: string | null
}
