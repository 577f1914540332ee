import type { Context, MiddlewareHandler } from 'hono'
import { Temporal } from '../../core/calc/temporal.ts'

/**
 * The Worker's one clock (decision 022). Every "now" and "today" the Worker uses comes from here:
 * read once per request, per queue batch or per cron run, and passed down.
 *
 * A test run fixes it with the `TEST_NOW` binding (an ISO instant): Vitest's worker tier gives
 * it through Miniflare, the end-to-end server through `wrangler dev --var`. No configuration that
 * is deployed defines it (a unit test reads `wrangler.toml` to keep it that way), and without it
 * nothing a request carries can set the clock.
 */
export function workerNow(env: Cloudflare.Env, request?: Request): Temporal.Instant {
  const fixed = testNowOf(env)
  if (fixed === null) return Temporal.Now.instant()
  return fixedInstant((request && testCookie(request, TEST_NOW_COOKIE)) || fixed)
}

/**
 * Where a test server runs (its `TEST_NOW` binding exists), a request may name its own instant and
 * zone in a cookie, so that one local server answers every instant of `npm run test:clock` (issue
 * 58, decision 064): a cookie, since the browser sends it with a download too, where it adds no
 * test's extra header. Both are ignored wherever the binding is missing, as in every deployment.
 */
export const TEST_NOW_COOKIE = 'test-now'
export const TEST_ZONE_COOKIE = 'test-zone'

/** The test binding's instant, or null where there is none (every deployment). */
const testNowOf = (env: Cloudflare.Env): string | null => {
  const fixed = (env as { TEST_NOW?: unknown }).TEST_NOW
  return typeof fixed === 'string' && fixed !== '' ? fixed : null
}

/** A test cookie's value, if the request carries it. */
const testCookie = (request: Request, name: string): string | null =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.get('cookie') ?? '')?.[1] ?? null

/**
 * The request as the edge would have located it in the zone a test names (`test-zone`), on a
 * test server only; elsewhere the request itself.
 */
export function inTestZone(request: Request, env: Cloudflare.Env): Request {
  const zone = testNowOf(env) === null ? null : testCookie(request, TEST_ZONE_COOKIE)
  if (!zone) return request
  return new Request(request, { cf: { ...(request.cf ?? {}), timezone: zone } })
}

/** The fixed instant last read, parsed once: a test server answers thousands of requests at it. */
let lastFixed: { text: string; instant: Temporal.Instant } | null = null

function fixedInstant(text: string): Temporal.Instant {
  if (lastFixed?.text !== text) {
    // A malformed value throws: a test run at the wrong instant must not pass as one at the right one.
    lastFixed = { text, instant: Temporal.Instant.from(text) }
  }
  return lastFixed.instant
}

/** The Worker's Hono environment: its bindings, and the request's instant. */
export interface WorkerEnv {
  Bindings: Cloudflare.Env
  Variables: { now: Temporal.Instant }
}

/** A request's context in that environment: what every handler of the Worker takes. */
export type AppContext = Context<WorkerEnv>

/** Reads the clock once for the request; handlers take `c.var.now`. */
export const readClock: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  c.set('now', workerNow(c.env, c.req.raw))
  await next()
}

/**
 * An instant as D1 stores it: the same text SQLite's `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
 * writes, so that stored timestamps from either source compare in order.
 */
export const timestamp = (instant: Temporal.Instant): string =>
  instant.toString({ fractionalSecondDigits: 3 })
