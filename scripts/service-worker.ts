import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
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
 */
export async function buildServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const offlinePages = locales.map((locale) => localizedPath(locale, 'offline'))
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDir,
    globPatterns: ['assets/*.{js,css}', 'favicon.{svg,ico}', 'icons/*.png', 'apple-touch-icon.png'],
    swDest: join(clientDir, 'sw.js'),
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
        // An island's later messages: fetched with its code, kept for the next visit offline.
        urlPattern: /\/island-messages\/[A-Za-z]+\.[a-z]{2}\.json$/,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'island-messages', expiration: { maxEntries: 100 } },
      },
      {
        urlPattern: /\/manifest\.webmanifest$/,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'manifests', expiration: { maxEntries: locales.length } },
      },
    ],
  })
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`)
  return { count, size }
}

/**
 * A language's pages. Workbox writes each `urlPattern` function into sw.js by its source text, so
 * the language's prefix and the other prefixes are written into the function's body, not
 * captured from here.
 */
/**
 * A page: a navigation, or the loader's request to keep the page it was loaded with (sent by
 * message, `CACHE_URLS`, when the worker first starts: that page came before the worker did).
 */
const IS_PAGE = "(request.mode === 'navigate' || request.headers.get('Accept') === 'text/html')"

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
        cacheName: 'pages',
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
