/** What the worker links into every page, produced by the `virtual:client-assets` module. */
export interface ClientAssets {
  /** Stylesheets, render-blocking by design (small, cached across pages). */
  css: readonly string[]
  /** The inline loader: removes `no-js` and injects the entry module after the load event. */
  loaderScript: string
  /** CSP source for the loader, e.g. `'sha256-…'`. */
  loaderHash: string
}
