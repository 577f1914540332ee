import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { type ApiErrorCode, apiErrors } from '../../core/errors.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import type { WorkerEnv } from './clock.ts'

export const MAX_BODY_BYTES = 16 * 1024

type Env = WorkerEnv

/** Why a request is refused before its body is read, or null when it may go on. */
export type Refusal = Extract<ApiErrorCode, 'forbidden_origin' | 'rate_limited' | 'unsupported_media_type'>

/** A browser's cross-site request: its Origin is another site, or it says so itself. */
export function isCrossOrigin(c: Context<Env>): boolean {
  const origin = c.req.header('origin')
  if (origin) return origin !== new URL(c.req.url).origin
  return c.req.header('sec-fetch-site') === 'cross-site'
}

/** The rate limiter's period in wrangler.toml (`simple = { limit = 10, period = 60 }`): a 429's Retry-After. */
export const RATE_LIMIT_PERIOD_SECONDS = 60

/**
 * Per client, through the Workers rate-limit binding (10 a minute, wrangler.toml). The key is
 * `CF-Connecting-IP`, which Cloudflare's edge sets itself (decision 014).
 */
export async function isRateLimited(c: Context<Env>): Promise<boolean> {
  const client = c.req.header('cf-connecting-ip') ?? 'unknown'
  const { success } = await c.env.API_RATE_LIMITER.limit({ key: client })
  return !success
}

/**
 * A POST from another site is refused before anything else is read: the one rule for every
 * state-changing request (the API and the form posts through `refusal`, the link pages through
 * this middleware). Only the one-click unsubscribe is exempt (app.ts says why).
 */
export function sameOrigin(
  onForbidden: (c: Context<Env>) => Response | Promise<Response>,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method === 'POST' && isCrossOrigin(c)) return onForbidden(c)
    await next()
  }
}

/** The checks every submission passes, in order, before its body is read. */
export async function refusal(c: Context<Env>, contentType: RegExp): Promise<Refusal | null> {
  if (isCrossOrigin(c)) return 'forbidden_origin'
  if (await isRateLimited(c)) return 'rate_limited'
  if (!contentType.test(c.req.header('content-type') ?? '')) return 'unsupported_media_type'
  return null
}

export function errorMessage(locale: Locale, code: ApiErrorCode): string {
  return messagesFor(locale)[apiErrors[code].message]
}

/** Bodies over 16 KB are refused as they stream in, whatever Content-Length claims. */
export function limitBody(
  onTooLarge: (c: Context<Env>) => Response | Promise<Response>,
): MiddlewareHandler<Env> {
  return bodyLimit({ maxSize: MAX_BODY_BYTES, onError: onTooLarge })
}
