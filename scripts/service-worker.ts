import { createHash } from 'node:crypto'
import { appendFileSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateSW, type RuntimeCaching } from 'workbox-build'
import { defaultLocale, localePrefix, locales } from '../client/i18n/locales.ts'
import { localizedPath } from '../client/routes.ts'

/**
 * The service worker (issue 28, decision 033), written by Workbox's `generateSW` once the client
 * is built: `vite-plugin-pwa` stops the Worker's build beside the Cloudflare plugin
 * (../shared/STACK-NOTES.md), and this is the same library without the plugin.
 *
 * - The scripts, styles and icons are precached: hashed files, so a release's set is whole.
 * - Pages are network-first, one rule per language, cached only without a query (a result's or
 *   a log's address holds health dates, which stay out of the cache). A page the network cannot
 *   give and the cache does not hold is answered by that language's offline page, precached.
 * - A new worker waits until no tab uses the old one (no `skipWaiting`): an open page keeps the
 *   files of its release, and is never served a mix.
 * - When it takes over, it renews the pages and messages the old one kept (`renewKeptPages`).
 */
export async function buildServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const offlinePages = locales.map((locale) => localizedPath(locale, 'offline'))
  const swDest = join(clientDir, 'sw.js')
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: ['assets/*.{js,css}', 'favicon.{svg,ico}', 'icons/*.png', 'apple-touch-icon.png'],
    swDest,
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    navigationPreload: true,
    // Vite's hashed names already change with their content.
    dontCacheBustURLsMatching: /^assets\//,
    additionalManifestEntries: offlinePages.map((url) => ({ url, revision: releaseRevision(clientDir) })),
    runtimeCaching: [
      ...locales.flatMap((locale) => pageRules(locale)),
      {
        // An island's later messages: fetched with its code, kept for the next visit offline. Their
        // address has no release in it, so the network comes first: a stale pack beside a newer
        // island would lack the newer messages.
        urlPattern: /\/island-messages\/[A-Za-z]+\.[a-z]{2}\.json$/,
        handler: 'NetworkFirst',
        options: {
          cacheName: RENEWED_CACHES.messages,
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 100 },
        },
      },
      {
        urlPattern: /\/manifest\.webmanifest$/,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'manifests', expiration: { maxEntries: locales.length } },
      },
    ],
  })
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`)
  // Workbox has no hook for this: the listener is written after its own code, by its source text.
  appendFileSync(
    swDest,
    `\n;(${renewKeptPages.toString()})(self, ${JSON.stringify(Object.values(RENEWED_CACHES))});\n`,
  )
  return { count, size }
}

/** The runtime caches that hold a release's output under an address without a hash. */
const RENEWED_CACHES = { pages: 'pages', messages: 'island-messages' } as const

/** The little of a service worker's scope that `renewKeptPages` uses. */
interface RenewScope {
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(work: Promise<unknown>): void }) => void,
  ): void
  caches: CacheStorage
  fetch: typeof fetch
}

/**
 * Runs in the service worker, written into sw.js by its source text (so it names nothing outside
 * itself). A page kept by the old release links that release's scripts and styles, which the new
 * precache no longer holds: offline, it would show unstyled and never hydrate. So when a release
 * takes over, each page and message pack kept before is fetched again; one that cannot be
 * (offline, gone, moved) is dropped, and the offline page answers for it instead.
 */
function renewKeptPages(scope: RenewScope, cacheNames: readonly string[]): void {
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      Promise.all(
        cacheNames.map(async (name) => {
          const cache = await scope.caches.open(name)
          const kept = await cache.keys()
          await Promise.all(
            kept.map(async (request) => {
              try {
                const fresh = await scope.fetch(request.url)
                if (fresh.ok && !fresh.redirected) return cache.put(request, fresh)
              } catch {}
              return cache.delete(request)
            }),
          )
        }),
      ),
    )
  })
}

/**
 * A page: a navigation, or the loader's request to keep the page it was loaded with (sent by
 * message, `CACHE_URLS`, when the worker first starts: that page came before the worker did).
 */
const IS_PAGE = "(request.mode === 'navigate' || request.headers.get('Accept') === 'text/html')"

/**
 * A language's pages. Workbox writes each `urlPattern` function into sw.js by its source text, so
 * the language's prefix and the other prefixes are written into the function's body, not
 * captured from here.
 */
function pageRules(locale: (typeof locales)[number]): RuntimeCaching[] {
  const prefix = localePrefix(locale)
  const others = locales.filter((other) => other !== defaultLocale).map((other) => localePrefix(other))
  const inLanguage =
    locale === defaultLocale
      ? `!${JSON.stringify(others)}.some(function (p) { return url.pathname === p || url.pathname.indexOf(p + '/') === 0 })`
      : `(url.pathname === ${JSON.stringify(prefix)} || url.pathname.indexOf(${JSON.stringify(`${prefix}/`)}) === 0)`
  const pattern = (withQuery: boolean) =>
    new Function(
      'context',
      `var request = context.request, url = context.url; return ${IS_PAGE} && ${withQuery ? '' : '!'}url.search && ${inLanguage}`,
    ) as RuntimeCaching['urlPattern']
  const fallback = { fallbackURL: localizedPath(locale, 'offline') }
  return [
    {
      urlPattern: pattern(false),
      handler: 'NetworkFirst',
      options: {
        cacheName: RENEWED_CACHES.pages,
        networkTimeoutSeconds: 5,
        expiration: { maxEntries: 100 },
        precacheFallback: fallback,
      },
    },
    { urlPattern: pattern(true), handler: 'NetworkOnly', options: { precacheFallback: fallback } },
  ]
}

/**
 * The offline pages' revision: they are rendered by the Worker, so they change with the release's
 * files and with the text of the messages, both hashed here.
 */
function releaseRevision(clientDir: string): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(join(clientDir, 'assets')).sort()) hash.update(file)
  const messagesDir = new URL('../client/i18n/messages/', import.meta.url)
  for (const file of readdirSync(messagesDir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    hash.update(readFileSync(new URL(file, messagesDir)))
  return hash.digest('hex').slice(0, 16)
}
