import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type ApiErrorBody, type ApiErrorCode, apiErrors } from '../../core/errors.ts'
import type { WorkerEnv } from '../request/clock.ts'
import { errorMessage, limitBody, RATE_LIMIT_PERIOD_SECONDS, refusal } from '../request/guards.ts'
import { localeFromAcceptLanguage } from '../request/request-locale.ts'
import { contactSchema, invalidBodyCode, signupSchema } from './schemas.ts'
import { type Submission, submissionContext, submitContact, submitSignup } from './submissions.ts'

const JSON_TYPE = /^application\/json\s*(;|$)/i

function apiError(c: Context, code: ApiErrorCode) {
  const body: ApiErrorBody = {
    error: { code, message: errorMessage(localeFromAcceptLanguage(c.req.header('accept-language')), code) },
  }
  if (code === 'rate_limited') c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS))
  if (code === 'method_not_allowed') c.header('Allow', 'POST')
  return c.json(body, apiErrors[code].status)
}

/** A refused body: a bad address, a name or subject not on one line, or something missing. */
function onInvalid(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  c: Context,
) {
  if (result.success) return undefined
  return apiError(c, invalidBodyCode(result.error?.issues ?? []))
}

const context = (c: Context<WorkerEnv>) =>
  submissionContext(c, localeFromAcceptLanguage(c.req.header('accept-language')))

/** Accepted: the same status and body for every address, new or stored (decision 013). */
function answer(c: Context<WorkerEnv>, submission: Submission) {
  if (!submission.ok) return apiError(c, submission.code)
  return c.json({ status: 'pending' as const }, 202)
}

/** The API's endpoints, under `/api`: every other path there is a 404 whatever the method. */
const ENDPOINT = { signup: '/signup', contact: '/contact' } as const

/** The typed RPC of the islands (`hc<AppType>`): sign-ups and contact messages into D1. */
export const api = new Hono<WorkerEnv>()
  .basePath('/api')
  .use(async (c, next) => {
    await next()
    // Answers name an address or a refusal for one client: never kept by any cache.
    c.res.headers.set('Cache-Control', 'no-store')
  })
  .use(async (c, next) => {
    // A path that is no endpoint, or a wrong method, is not a submission: answered before the
    // rate limiter counts it, and the same for every method.
    if (!Object.values(ENDPOINT).some((path) => c.req.path === `/api${path}`)) return apiError(c, 'not_found')
    if (c.req.method !== 'POST') return apiError(c, 'method_not_allowed')
    await next()
  })
  .use(async (c, next) => {
    const refused = await refusal(c, JSON_TYPE)
    if (refused) return apiError(c, refused)
    await next()
  })
  .use(limitBody((c) => apiError(c, 'payload_too_large')))
  .post(ENDPOINT.signup, zValidator('json', signupSchema, onInvalid), async (c) =>
    answer(c, await submitSignup(context(c), c.req.valid('json'))),
  )
  .post(ENDPOINT.contact, zValidator('json', contactSchema, onInvalid), async (c) =>
    answer(c, await submitContact(context(c), c.req.valid('json'))),
  )

// Malformed JSON surfaces as Hono's 400 exception; anything else is unexpected, never a stack trace.
api.onError((error, c) => {
  if (error instanceof HTTPException && error.status === 400) return apiError(c, 'missing_fields')
  console.error('api error:', error instanceof Error ? error.name : 'unknown')
  return apiError(c, 'unexpected')
})

api.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not Found' } }, 404))

export type AppType = typeof api
