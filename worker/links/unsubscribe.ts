import type { UnsubscribeState } from '../../client/pages/UnsubscribePage.server.tsx'
import { eraseAddress } from '../../db/subscribers.ts'
import { renderView } from '../pages/pages.tsx'
import type { AppContext } from '../request/clock.ts'
import { isRateLimited } from '../request/guards.ts'
import { privateResponse } from '../request/private-headers.ts'
import { localeFromPath } from '../request/request-locale.ts'
import { linkRefusal } from './link-refusal.ts'
import { resolveLink, tokenOf } from './owner-link.ts'

const render = async (c: AppContext, state: UnsubscribeState, status: number) =>
  privateResponse(await renderView(c, localeFromPath(c), { kind: 'unsubscribe', state }, status))

/** GET never deletes: it shows which address the link is for and asks for a confirmation click. */
export async function unsubscribePage(c: AppContext): Promise<Response> {
  const token = c.req.query('token') ?? ''
  const link = await resolveLink(c, token, 'unsubscribe')
  if (link.status !== 'ok') return render(c, { step: 'invalid' }, 400)
  return render(c, { step: 'confirm', email: link.address.email, token }, 200)
}

/**
 * The confirmation click, and the RFC 8058 one-click POST (`List-Unsubscribe=One-Click`)
 * that mail providers send from their own servers: the signed token is the authority, so
 * this is the one POST that does not require our own Origin.
 */
export async function unsubscribeConfirm(c: AppContext): Promise<Response> {
  if (await isRateLimited(c)) return render(c, { step: 'limited' }, 429)
  const link = await resolveLink(c, await tokenOf(c), 'unsubscribe')
  // A valid link whose row is gone was already used: the row, its secret and the link went together.
  if (link.status !== 'ok') return render(c, { step: 'invalid' }, 400)
  try {
    await eraseAddress(c.env.DB, link.address.id)
    return render(c, { step: 'done' }, 200)
  } catch (error) {
    console.error('erase failed:', error instanceof Error ? error.message : 'unknown error')
    return render(c, { step: 'failed' }, 503)
  }
}

/** A request refused before its link is read (too large, from another site): said on this page. */
export const unsubscribeRefusal = linkRefusal(render)
