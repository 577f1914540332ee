import { type AddressRow, findAddress } from '../../db/subscribers.ts'
import { formValues } from '../forms/form-values.ts'
import type { AppContext } from '../request/clock.ts'
import { type LinkClaims, type LinkPurpose, linkSecret, readLink, verifyLink } from './signed-links.ts'

export type ResolvedLink =
  | { status: 'ok'; claims: LinkClaims; address: AddressRow }
  /** Signed for this row and purpose, but past its date. */
  | { status: 'expired' }
  /** Malformed, forged, altered, for another purpose, or for a row that no longer exists. */
  | { status: 'invalid' }

/** Checks a link against the row it names: its purpose, its signature with the row's secret, its date. */
export async function resolveLink(c: AppContext, token: string, purpose: LinkPurpose): Promise<ResolvedLink> {
  const { env } = c
  const claims = readLink(token)
  if (!claims || claims.purpose !== purpose) return { status: 'invalid' }
  const address = await findAddress(env.DB, claims.emailId)
  if (!address || !(await verifyLink(linkSecret(env), address.secret, token, claims)))
    return { status: 'invalid' }
  if (claims.expires !== 0 && c.var.now.epochMilliseconds > claims.expires * 1000) {
    return { status: 'expired' }
  }
  return { status: 'ok', claims, address }
}

/**
 * The token of a link page: from the posted form (the confirmation button, RFC 8058's one-click
 * POST) or the query. A body that cannot be read yields no token, never a 500.
 */
export async function tokenOf(c: AppContext): Promise<string> {
  if (c.req.method === 'POST') {
    const form = await formValues(c)
    if (!form) return ''
    if (form.token !== undefined) return form.token
  }
  return c.req.query('token') ?? ''
}
