import { eraseEmail } from '../db/save-email.ts'
import { eraseSecret, verifyEraseToken } from './erase-token.ts'
import { type AppContext, renderView } from './pages.tsx'
import { localeFromPath } from './request-locale.ts'

const render = (
  c: AppContext,
  state: Parameters<typeof renderView>[2] & { kind: 'unsubscribe' },
  status: number,
) => renderView(c, localeFromPath(c), state, status)

/** GET never deletes: it shows which address the link is for and asks for a confirmation click. */
export async function unsubscribePage(c: AppContext): Promise<Response> {
  const token = c.req.query('token') ?? ''
  const email = await verifyEraseToken(eraseSecret(c.env), token)
  if (!email) return render(c, { kind: 'unsubscribe', state: { step: 'invalid' } }, 400)
  return render(c, { kind: 'unsubscribe', state: { step: 'confirm', email, token } }, 200)
}

/**
 * The confirmation click, and the RFC 8058 one-click POST (`List-Unsubscribe=One-Click`)
 * that mail providers send from their own servers: the signed token is the authority, so
 * this is the one POST that does not require our own Origin.
 */
export async function unsubscribeConfirm(c: AppContext): Promise<Response> {
  const contentType = c.req.header('content-type') ?? ''
  const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType)
    ? await c.req.parseBody()
    : {}
  const fromBody = typeof form.token === 'string' ? form.token : undefined
  const email = await verifyEraseToken(eraseSecret(c.env), fromBody ?? c.req.query('token') ?? '')
  if (!email) return render(c, { kind: 'unsubscribe', state: { step: 'invalid' } }, 400)
  try {
    const erased = await eraseEmail(c.env.DB, email)
    return render(c, { kind: 'unsubscribe', state: { step: erased ? 'done' : 'gone' } }, erased ? 200 : 410)
  } catch (error) {
    console.error('erase failed:', error instanceof Error ? error.message : 'unknown error')
    return render(c, { kind: 'unsubscribe', state: { step: 'failed' } }, 503)
  }
}

export function unsubscribeTooLarge(c: AppContext): Promise<Response> {
  return render(c, { kind: 'unsubscribe', state: { step: 'invalid' } }, 413)
}
