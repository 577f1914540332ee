import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import { type ApiErrorBody, type ApiErrorCode, apiErrors } from '../../core/errors.ts'
import { toBase64Url } from '../../core/sync/envelope.ts'
import {
  CREDENTIAL_HASH,
  type PullAnswer,
  type PushAnswer,
  RECORD_ID,
  SHARE_TOKEN,
  SPACE_ID,
  SYNC_LIMITS,
  SYNC_PATH,
  WRITE_PROOF,
} from '../../core/sync/protocol.ts'
import type { WorkerEnv } from '../request/clock.ts'
import { errorMessage, isCrossOrigin } from '../request/guards.ts'
import { localeFromAcceptLanguage } from '../request/request-locale.ts'
import type { SpaceRefusal } from './sync-space.ts'

type SyncContext = Context<WorkerEnv>

/**
 * The largest push: its records at their largest, with room for each one's name and JSON around
 * it (about 2.1 MB). The rest of the API keeps its 16 KB limit.
 */
export const SYNC_BODY_BYTES = SYNC_LIMITS.pushRecords * (SYNC_LIMITS.sealedChars + 64) + 1024

const JSON_TYPE = /^application\/json\s*(;|$)/i
const BASE64URL = /^[A-Za-z0-9_-]+$/
const SINCE = /^\d{1,15}$/

const pushSchema = z.strictObject({
  records: z
    .array(
      z.strictObject({
        id: z.string().regex(RECORD_ID),
        sealed: z.string().max(SYNC_LIMITS.sealedChars).regex(BASE64URL),
      }),
    )
    .max(SYNC_LIMITS.pushRecords),
})

function syncError(c: Context, code: ApiErrorCode, retryAfterSeconds?: number) {
  const body: ApiErrorBody = {
    error: { code, message: errorMessage(localeFromAcceptLanguage(c.req.header('accept-language')), code) },
  }
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
  return c.json(body, apiErrors[code].status)
}

/** The one answer to every request the space does not know: nothing in it says why. */
const refused = (c: SyncContext) => syncError(c, 'sync_refused')

function spaceRefusal(c: SyncContext, answer: SpaceRefusal) {
  switch (answer.refusal) {
    case 'refused':
      return refused(c)
    case 'full':
      return syncError(c, 'sync_full')
    case 'rate_limited':
      return syncError(c, 'rate_limited', answer.retryAfterSeconds)
  }
}

const sha256 = async (text: string) =>
  toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))

/**
 * The space a request names and its credential's hash, or null when either is malformed. Writes
 * take the write proof only; reads a proof or a share token. The credential itself goes no
 * further than this function: the space compares hashes, and nothing logs either.
 */
async function credential(c: SyncContext, may: 'write' | 'read') {
  const space = c.req.param('space') ?? ''
  const bearer = /^Bearer ([A-Za-z0-9_-]+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
  const wellFormed = WRITE_PROOF.test(bearer) || (may === 'read' && SHARE_TOKEN.test(bearer))
  if (!SPACE_ID.test(space) || !wellFormed) return null
  const namespace = c.env.SYNC_SPACE
  return {
    space: namespace.get(namespace.idFromName(space)),
    hash: await sha256(bearer),
    now: c.var.now.epochMilliseconds,
  }
}

/** The share hash in the path: a SHA-256, base64url (a share token itself never reaches the server in a path). */
const shareHash = (c: SyncContext) => {
  const hash = c.req.param('hash') ?? ''
  return CREDENTIAL_HASH.test(hash) ? hash : null
}

/**
 * The sync API (issue 62, decision 081), under `/api/sync`: each space is a Durable Object
 * (`SyncSpace`) reached by its id. Mounted before the rest of `/api`, which takes POSTs only.
 */
export const syncApp = new Hono<WorkerEnv>()
  .basePath(SYNC_PATH)
  .use(async (c, next) => {
    await next()
    // A space's records and refusals are for one device: never kept by any cache.
    c.res.headers.set('Cache-Control', 'no-store')
  })
  .use(async (c, next) => {
    // Every method, reads too: a page of another site has no business with a space.
    if (isCrossOrigin(c)) return syncError(c, 'forbidden_origin')
    await next()
  })
  .put('/:space', async (c) => {
    const request = await credential(c, 'write')
    if (!request) return refused(c)
    const answer = await request.space.create(request.hash, request.now)
    if (!answer.ok) return spaceRefusal(c, answer)
    return c.json({ deletesOn: answer.deletesOn }, answer.created ? 201 : 200)
  })
  .post(
    '/:space/records',
    async (c, next) => {
      if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return syncError(c, 'unsupported_media_type')
      await next()
    },
    bodyLimit({ maxSize: SYNC_BODY_BYTES, onError: (c) => syncError(c, 'payload_too_large') }),
    zValidator('json', pushSchema, (result, c) =>
      result.success ? undefined : syncError(c, 'sync_invalid'),
    ),
    async (c) => {
      const request = await credential(c, 'write')
      if (!request) return refused(c)
      const answer = await request.space.push(request.hash, c.req.valid('json').records, request.now)
      if (!answer.ok) return spaceRefusal(c, answer)
      return c.json({ seq: answer.seq, deletesOn: answer.deletesOn } satisfies PushAnswer, 200)
    },
  )
  .get('/:space/records', async (c) => {
    const since = c.req.query('since') ?? '0'
    if (!SINCE.test(since)) return syncError(c, 'sync_invalid')
    const request = await credential(c, 'read')
    if (!request) return refused(c)
    const answer = await request.space.pull(request.hash, Number(since), request.now)
    if (!answer.ok) return spaceRefusal(c, answer)
    const { records, seq, more, deletesOn } = answer
    return c.json({ records, seq, more, deletesOn } satisfies PullAnswer, 200)
  })
  .put('/:space/shares/:hash', async (c) => {
    const hash = shareHash(c)
    if (!hash) return syncError(c, 'sync_invalid')
    const request = await credential(c, 'write')
    if (!request) return refused(c)
    const answer = await request.space.addShare(request.hash, hash, request.now)
    if (!answer.ok) return spaceRefusal(c, answer)
    return c.json({ deletesOn: answer.deletesOn }, answer.created ? 201 : 200)
  })
  .delete('/:space/shares/:hash', async (c) => {
    const hash = shareHash(c)
    if (!hash) return syncError(c, 'sync_invalid')
    const request = await credential(c, 'write')
    if (!request) return refused(c)
    const answer = await request.space.removeShare(request.hash, hash, request.now)
    if (!answer.ok) return spaceRefusal(c, answer)
    return c.json({ deletesOn: answer.deletesOn }, 200)
  })
  .delete('/:space', async (c) => {
    const request = await credential(c, 'write')
    if (!request) return refused(c)
    const answer = await request.space.destroy(request.hash)
    if (!answer.ok) return spaceRefusal(c, answer)
    return c.body(null, 204)
  })
  // Any other path or method under /api/sync: the same refusal, so that no path tells a space exists.
  .all('*', (c) => refused(c))

// Malformed JSON is Hono's 400 exception; anything else is unexpected, and never a stack trace or
// a credential in the log.
syncApp.onError((error, c) => {
  if (error instanceof HTTPException && error.status === 400) return syncError(c, 'sync_invalid')
  console.error('sync error:', error instanceof Error ? error.name : 'unknown')
  return syncError(c, 'unexpected')
})

export type SyncAppType = typeof syncApp
