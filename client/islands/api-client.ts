// The Worker's RPC contract, as a type only: each tsconfig maps `@worker/api` for its runtime.
import type { AppType } from '@worker/api'
import { hc } from 'hono/client'
import type { ApiErrorBody } from '../../core/errors.ts'

/** The typed RPC client of the Worker's `/api` routes. */
const client = hc<AppType>('/')

type SignupBody = Parameters<typeof client.api.signup.$post>[0]['json']
type ContactBody = Parameters<typeof client.api.contact.$post>[0]['json']

export type ApiAnswer = { ok: true } | { ok: false; error: ApiErrorBody['error'] }

/** The page's language goes with every call, so the server answers in it. */
const headers = (locale: string) => ({ headers: { 'Accept-Language': locale } })

type Answer =
  | Awaited<ReturnType<typeof client.api.signup.$post>>
  | Awaited<ReturnType<typeof client.api.contact.$post>>

async function read(res: Answer): Promise<ApiAnswer> {
  if (res.ok) return { ok: true }
  return { ok: false, error: (await res.json()).error }
}

/** The visitor's own zone, so that weekly mails follow their calendar, not the server's guess. */
function browserZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
}

export async function postSignup(json: SignupBody, locale: string): Promise<ApiAnswer> {
  return read(await client.api.signup.$post({ json: { ...json, timeZone: browserZone() } }, headers(locale)))
}

export async function postContact(json: ContactBody, locale: string): Promise<ApiAnswer> {
  return read(await client.api.contact.$post({ json }, headers(locale)))
}

/** A sign-up without its address and consent: the source and the source's own fields. */
export type SignupRequest = SignupBody extends infer T
  ? T extends unknown
    ? Omit<T, 'email' | 'consent'>
    : never
  : never

export type { ContactBody, SignupBody }
