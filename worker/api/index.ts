import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { Temporal } from 'temporal-polyfill/implementation'
import { type ApiErrorBody, type ApiErrorCode, apiErrors } from '../../client/errors.ts'
import { localeFromAcceptLanguage } from '../request-locale.ts'
import { todayFor } from '../today.ts'
import { errorMessage, limitBody, refusal } from './guards.ts'
import { contactSchema, signupSchema } from './schemas.ts'
import { type Submission, submitContact, submitSignup } from './submissions.ts'

type Env = { Bindings: Cloudflare.Env }

const JSON_TYPE = /^application\/json\s*(;|$)/i

function apiError(c: Context, code: ApiErrorCode) {
  const body: ApiErrorBody = {
    error: { code, message: errorMessage(localeFromAcceptLanguage(c.req.header('accept-language')), code) },
  }
  return c.json(body, apiErrors[code].status)
}

/** A bad address is 'Invalid email format'; anything else missing or malformed is 'missing fields'. */
function onInvalid(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }, c: Context) {
  if (result.success) return undefined
  const badEmail = result.error?.issues.some((issue) => issue.path[0] === 'email') ?? false
  return apiError(c, badEmail ? 'invalid_email' : 'missing_fields')
}

function context(c: Context<Env>) {
  return {
    env: c.env,
    today: todayFor(c.req.raw),
    now: Temporal.Now.instant(),
    locale: localeFromAcceptLanguage(c.req.header('accept-language')),
  }
}

function answer(c: Context<Env>, submission: Submission) {
  if (!submission.ok) return apiError(c, submission.code)
  const body = { created: submission.created, erasePath: submission.erasePath }
  return submission.created ? c.json(body, 201) : c.json(body, 200)
}

/** The typed RPC of the islands (`hc<AppType>`): sign-ups and contact messages into D1. */
export const api = new Hono<Env>()
  .basePath('/api')
  .use(async (c, next) => {
    const refused = await refusal(c, JSON_TYPE)
    if (refused) return apiError(c, refused)
    await next()
  })
  .use(limitBody((c) => apiError(c, 'payload_too_large')))
  .post('/signup', zValidator('json', signupSchema, onInvalid), async (c) =>
    answer(c, await submitSignup(context(c), c.req.valid('json'))),
  )
  .post('/contact', zValidator('json', contactSchema, onInvalid), async (c) =>
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
