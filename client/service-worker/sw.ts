/**
 * The service worker (issue 28, decisions 033, 034 and 037): Workbox's own modules, bundled after
 * the client build, with the release's precache list written in by `injectManifest`
 * (scripts/service-worker.ts).
 *
 * - The scripts, styles and icons are precached: hashed files, so a release's set is whole.
 * - Pages are network-first, one rule per language, cached only without a query (a result's or
 *   a log's address holds health dates, which stay out of the cache). A page the network cannot
 *   give and the cache does not hold is answered by that language's offline page, precached.
 * - A new worker waits until no tab uses the old one (no `skipWaiting`): an open page keeps the
 *   files of its release, and is never served a mix.
 * - When it takes over, it renews the pages and messages the old one kept.
 * - Each running copy makes sure of the takeover at its first fetch or message: the activate event
 *   may not have run, or not to its end (Chromium still activates such a worker).
 */
import { cacheNames, clientsClaim, copyResponse, type WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { enable as enableNavigationPreload } from 'workbox-navigation-preload'
import {
  addPlugins,
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  type PrecacheEntry,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import { defaultLocale, type Locale, localePrefix, locales } from '../../core/i18n/locales.ts'
import { localizedPath } from '../../core/routes.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }

/** The runtime caches that hold a release's output under an address without a hash. */
const RENEWED_CACHES = { pages: 'pages', messages: 'island-messages' } as const

/**
 * A precached script is answered with a copy of the cached response. Chromium makes a code
 * cache at once, on the page's main thread, for a script that comes straight from
 * CacheStorage: for the island runtime that was about 190 ms at 4× in the middle of the first
 * press (decision 037). A copy is compiled like any other response, off the main thread.
 */
const scriptsAsCopies: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && /javascript/.test(cachedResponse.headers.get('Content-Type') ?? '')
      ? copyResponse(cachedResponse)
      : cachedResponse,
}

/** This release's precache list, written in once by `injectManifest`. */
const manifest = self.__WB_MANIFEST

addPlugins([scriptsAsCopies])
precacheAndRoute(manifest)
cleanupOutdatedCaches()
enableNavigationPreload()
clientsClaim()

/**
 * A page: a navigation, or the loader's request to keep the page it was loaded with (sent by
 * message, `CACHE_URLS`, when the worker first starts: that page came before the worker did).
 */
const isPage = (request: Request) =>
  request.mode === 'navigate' || request.headers.get('Accept') === 'text/html'

const prefixed = locales.filter((locale) => locale !== defaultLocale)
const languageOf = (url: URL): Locale =>
  prefixed.find((locale) => {
    const prefix = localePrefix(locale)
    return url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)
  }) ?? defaultLocale

const keptPages = new ExpirationPlugin({ maxEntries: 100 })
for (const locale of locales) {
  const offline = new PrecacheFallbackPlugin({ fallbackURL: localizedPath(locale, 'offline') })
  const inLanguage = (url: URL) => languageOf(url) === locale
  registerRoute(
    ({ request, url }) => isPage(request) && !url.search && inLanguage(url),
    new NetworkFirst({
      cacheName: RENEWED_CACHES.pages,
      networkTimeoutSeconds: 5,
      plugins: [keptPages, offline],
    }),
  )
  registerRoute(
    ({ request, url }) => isPage(request) && !!url.search && inLanguage(url),
    new NetworkOnly({ plugins: [offline] }),
  )
}

// An island's later messages: fetched with its code, kept for the next visit offline. Their
// address has no release in it, so the network comes first: a stale pack beside a newer island
// would lack the newer messages.
registerRoute(
  /\/island-messages\/[A-Za-z]+\.[a-z]{2}\.json$/,
  new NetworkFirst({
    cacheName: RENEWED_CACHES.messages,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 100 })],
  }),
)

registerRoute(
  /\/manifest\.webmanifest$/,
  new StaleWhileRevalidate({
    cacheName: 'manifests',
    plugins: [new ExpirationPlugin({ maxEntries: locales.length })],
  }),
)

/**
 * A page kept by the old release links that release's scripts and styles, which the new precache
 * no longer holds: offline, it would show unstyled and never hydrate. So when a release takes
 * over, each page and message pack kept before is fetched again; one that cannot be (offline,
 * gone, moved) is dropped, and the offline page answers for it instead (decision 034).
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(renewAtActivate().then(markTakenOver))
})

/**
 * Only a release that follows another on this device renews at its activation. The first one has
 * no page of an older release to renew: each page kept so far was put by its own routes or the
 * loader's `CACHE_URLS`, moments before. Fetching them again could only drop the one the network
 * cannot give, and a visitor who goes offline just after her first visit would lose the page she
 * relies on to read her log offline (CI found the offline page there once, 2026-11-30).
 */
async function renewAtActivate() {
  const earlierRelease = await (await caches.open(TAKEOVER.cache)).match(TAKEOVER.key)
  if (!earlierRelease) return
  await Promise.all(Object.values(RENEWED_CACHES).map((name) => renewKept(name, true)))
}

/**
 * Fetches each kept page or pack again. One the server no longer gives (not OK, or moved) is
 * dropped; one the network cannot reach is dropped only when `dropUnreachable` (the activate
 * event's renewal, decision 034). A renewal after it keeps it: a network error says nothing of
 * whether the page is gone, and a kept page dropped on one is a log that cannot be read offline
 * (CI 2026-11-30 found the offline page where My cycles, kept, should have answered).
 */
async function renewKept(cacheName: string, dropUnreachable: boolean) {
  const cache = await caches.open(cacheName)
  const kept = await cache.keys()
  await Promise.all(
    kept.map(async (request) => {
      let fresh: Response
      try {
        fresh = await fetch(request.url)
      } catch {
        return dropUnreachable ? cache.delete(request) : undefined
      }
      return fresh.ok && !fresh.redirected ? cache.put(request, fresh) : cache.delete(request)
    }),
  )
}

/**
 * The takeover, made sure of by the worker itself. CI twice saw a new release active with the old
 * release's files still precached (2026-11-29, 2026-11-30): Chromium activates a worker whose
 * activate event could not run, and a clean-up that failed inside the event leaves no trace. So at
 * its first fetch or message each running copy of the worker removes the other releases' precache
 * entries, as `PrecacheController.activate` would (idempotent, a few dozen keys), and renews the
 * kept pages unless its release is marked as having done so: the mark, named by the precache list,
 * is kept in a cache of its own once the pages are renewed. Only while it is the activated worker
 * and no newer worker is on its way (a newer one's entries are not this release's, and it will do
 * its own), and the renewal only online, where a kept page can be fetched again.
 */
const TAKEOVER = { cache: 'release-taken-over', key: '/release' } as const
const releaseName = manifest
  .map((entry) => (typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`))
  .join(' ')

async function markTakenOver() {
  const cache = await caches.open(TAKEOVER.cache)
  await cache.put(TAKEOVER.key, new Response(releaseName))
}

async function takenOver(): Promise<boolean> {
  const kept = await (await caches.open(TAKEOVER.cache)).match(TAKEOVER.key)
  return (await kept?.text()) === releaseName
}

/** The precache entries of other releases, removed as `PrecacheController.activate` removes them. */
async function removeOtherReleases() {
  const expected = new Set(
    manifest.map((entry) => getCacheKeyForURL(typeof entry === 'string' ? entry : entry.url)),
  )
  const cache = await caches.open(cacheNames.precache)
  for (const request of await cache.keys()) {
    if (!expected.has(request.url)) await cache.delete(request)
  }
}

let cleaned: Promise<void> | null = null
let renewed: Promise<void> | null = null
function finishTakeover(): Promise<void> {
  const { registration, serviceWorker } = self
  // Never while the activate event may still be running (`activating`: the page's first message
  // comes then, and a second renewal raced the first); the next fetch or message tries again.
  if (
    serviceWorker?.state !== 'activated' ||
    registration.active !== serviceWorker ||
    registration.installing ||
    registration.waiting
  ) {
    return Promise.resolve()
  }
  cleaned ??= removeOtherReleases().catch(() => {
    cleaned = null
  })
  // Offline, renewing a kept page would drop it: a fetch or message once online renews them.
  if (!self.navigator.onLine) return cleaned
  renewed ??= cleaned
    .then(takenOver)
    .then(async (done) => {
      if (done) return
      await Promise.all(Object.values(RENEWED_CACHES).map((name) => renewKept(name, false)))
      await markTakenOver()
    })
    .catch(() => {
      renewed = null
    })
  return renewed
}

self.addEventListener('fetch', (event) => event.waitUntil(finishTakeover()))
self.addEventListener('message', (event) => event.waitUntil(finishTakeover()))
