import assets from 'virtual:client-assets'
import type { Temporal } from '../../core/calc/temporal.ts'
import type { AppContext } from '../request/clock.ts'
import { todayFor } from '../request/today.ts'

/**
 * Pages at cache speed (decision 029). A page of the route table, asked for without a query, is
 * the same for everyone: it depends on its path, the deployed version and the visitor's "today"
 * (date inputs' max, an article's dateModified), nothing else. So it is rendered once per version,
 * date and path in a data centre, kept in the edge cache (`caches.default`), and every request
 * after that is served from there. The middleware of worker/app.ts still runs after this, so a
 * page from the cache carries the security headers and CSP of a fresh one.
 *
 * Never cached: a page with a query (a calculator's input is health data; junk or tracking
 * parameters render fresh too), any status but 200 (a 404 for a junk path must not fill the
 * cache), any method but GET and HEAD, and every handler registered before the page handler
 * (the API, island messages, `.ics`, link pages). Nothing stored carries a cookie.
 */

/** How a page was answered, for the operator and the bench. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache'
/**
 * `hit`: not rendered (the edge cache's copy, or a 304 for the browser's own); `miss`: rendered, and
 * stored once it has rendered whole without an error; `bypass`: rendered for this request only.
 */
export type PageCacheStatus = 'hit' | 'miss' | 'bypass'

/** A path no route uses (the route table has no `__` slugs), so a key never names a real page. */
const KEY_PREFIX = '/__page-cache'

/**
 * The stored copy's policy: the Cache API keeps a response only with a max-age or s-maxage. A
 * day is the longest one key can be asked for (its date is in it); a data centre may evict sooner.
 */
const STORED_CACHE_CONTROL = 'public, s-maxage=86400'

/**
 * The browser's policy: keep the page, but ask again every time. The page holds today's date, so
 * a fresh copy could be yesterday's just after midnight; asking with `If-None-Match` costs a 304.
 */
const BROWSER_CACHE_CONTROL = 'no-cache'

/**
 * The version pages are rendered by: the deployed version's id with the build's own id (a local
 * `wrangler dev` of a new build may keep the same version id). `null` under `vite dev`, whose
 * modules hot-reload without a new id: no page cache there.
 */
export function pageVersion(env: Cloudflare.Env): string | null {
  if (assets.buildId === null) return null
  const deployed = env.CF_VERSION_METADATA?.id
  return deployed ? `${deployed}.${assets.buildId}` : assets.buildId
}

/** What a page is rendered from: version, date and path. Both the cache key and the ETag name it. */
const pageName = (version: string, today: Temporal.PlainDate, path: string) =>
  `${version}/${today.toString()}${path}`

/**
 * The cache key of a page: a URL on the request's own origin (the Cache API keeps entries per
 * zone; a key on another host would not be the site's), under a prefix no route uses.
 */
export const pageCacheKey = (origin: string, version: string, today: Temporal.PlainDate, path: string) =>
  `${origin}${KEY_PREFIX}/${pageName(version, today, path)}`

/**
 * A page's ETag: a hash of what it is rendered from (SHA-256, its first 16 bytes in hex), quoted.
 * It validates as the name itself did, without publishing the deployment's version id and the
 * build id, which only the cache key needs (security review, finding 5).
 */
export async function pageEtag(version: string, today: Temporal.PlainDate, path: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(pageName(version, today, path)),
  )
  const hex = [...new Uint8Array(digest, 0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `"${hex}"`
}

/**
 * Whether `If-None-Match` names this ETag, by weak comparison (RFC 9110 §13.1.2): Cloudflare
 * weakens a strong ETag (`W/"…"`) when it compresses the response.
 */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '')
    return opaque === '*' || opaque === etag
  })
}

/** Marks a page that is not cached (a query, a 404, a redirect) for the operator. */
export function bypassed(response: Response): Response {
  response.headers.set(PAGE_CACHE_HEADER, 'bypass')
  return response
}

/**
 * Answers a page that depends only on its path: `304` when the browser holds it already, the
 * stored copy when the edge has one, else `render()`'s page, streamed to the visitor while a copy
 * is stored. The caller has checked that the request has no query and names a route.
 */
export async function cachedPage(c: AppContext, render: () => Promise<Response>): Promise<Response> {
  const version = pageVersion(c.env)
  if (version === null) return bypassed(await render())
  const url = new URL(c.req.url)
  const today = todayFor(c.req.raw, c.var.now)
  const etag = await pageEtag(version, today, url.pathname)

  if (matchesEtag(c.req.header('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers: browserHeaders(new Headers(), etag, 'hit') })
  }

  const key = pageCacheKey(url.origin, version, today, url.pathname)
  const kept = isolatePages.get(key)
  if (kept) {
    // The most recently used goes last: the first to go is the one longest unused.
    isolatePages.delete(key)
    isolatePages.set(key, kept)
    return new Response(kept.bytes, {
      status: 200,
      headers: browserHeaders(new Headers(kept.headers), etag, 'hit'),
    })
  }
  const cache = edgeCache()
  // A cache that fails to answer is a miss, never an error page.
  const stored = await cache.match(key).catch(() => undefined)
  if (stored?.body) {
    const bytes = await stored.arrayBuffer()
    keepInIsolate(key, bytes, stored.headers)
    return new Response(bytes, {
      status: 200,
      headers: browserHeaders(new Headers(stored.headers), etag, 'hit'),
    })
  }

  const page = await render()
  if (page.status !== 200 || !page.body || page.headers.has('Set-Cookie')) return bypassed(page)
  const [toVisitor, toCache] = page.body.tee()
  const storedHeaders = new Headers(page.headers)
  storedHeaders.set('Cache-Control', STORED_CACHE_CONTROL)
  storedHeaders.set('ETag', etag)
  c.executionCtx.waitUntil(store(cache, key, toCache, storedHeaders, page))
  return new Response(toVisitor, {
    status: 200,
    headers: browserHeaders(new Headers(page.headers), etag, 'miss'),
  })
}

/**
 * workerd's `caches.default`, the data centre's cache for this zone. The Worker's tsconfig also
 * loads the DOM library (for the client code it checks), whose `CacheStorage` has no `default`.
 */
export const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default

function browserHeaders(headers: Headers, etag: string, status: PageCacheStatus): Headers {
  headers.set('Cache-Control', BROWSER_CACHE_CONTROL)
  headers.set('ETag', etag)
  headers.set(PAGE_CACHE_HEADER, status)
  return headers
}

/**
 * Stores the page once it has been rendered to the end, unless its render reported an error
 * (a part React could only leave to the browser): that page is not kept for a day.
 */
async function store(
  cache: Cache,
  key: string,
  body: ReadableStream,
  headers: Headers,
  page: Response,
): Promise<void> {
  try {
    const bytes = await new Response(body).arrayBuffer()
    if (renderFailed(page)) return
    keepInIsolate(key, bytes, headers)
    await cache.put(key, new Response(bytes, { status: 200, headers }))
  } catch (error) {
    console.error('page cache: not stored', error)
  }
}

/**
 * The pages this isolate rendered or read, in its own memory, in front of the edge cache: a hit
 * there costs a call to the cache's own service, one here a copy. Bounded: the least recently
 * used page goes first (about 2 MB of HTML at most). Same key, so a new version or date misses.
 */
const ISOLATE_PAGES = 48
const isolatePages = new Map<string, { bytes: ArrayBuffer; headers: [string, string][] }>()

function keepInIsolate(key: string, bytes: ArrayBuffer, headers: Headers) {
  isolatePages.delete(key)
  isolatePages.set(key, { bytes, headers: [...headers] })
  for (const oldest of isolatePages.keys()) {
    if (isolatePages.size <= ISOLATE_PAGES) break
    isolatePages.delete(oldest)
  }
}

const failedRenders = new WeakSet<Response>()

/** Marks a page whose render reported an error after its shell was sent (worker/pages/pages.tsx). */
export const markRenderFailed = (page: Response) => failedRenders.add(page)

const renderFailed = (page: Response) => failedRenders.has(page)
