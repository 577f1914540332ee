/**
 * Signed links that only the owner of an address receives (decision 013). Each link is bound to
 * one purpose, one row and, for a confirmation, one sign-up; it is signed with the Worker's
 * `LINK_SECRET` together with the row's own random secret, so erasing or re-creating the row
 * voids every link made before. Shape: `<purpose letter><row id>.<ref>.<expires>.<signature>`.
 */
import type { Locale } from '../../core/i18n/locales.ts'
import { type Endpoint, localizedPath } from '../../core/routes.ts'

export type LinkPurpose = 'confirm' | 'unsubscribe' | 'manage'

const LETTER: Record<LinkPurpose, string> = { confirm: 'c', unsubscribe: 'u', manage: 'm' }
const PURPOSE_OF: Record<string, LinkPurpose> = { c: 'confirm', u: 'unsubscribe', m: 'manage' }

export interface LinkClaims {
  purpose: LinkPurpose
  emailId: number
  /** The sign-up a confirmation is for; 0 for the other purposes. */
  ref: number
  /** Unix seconds after which the link is void; 0 for links that last as long as the row. */
  expires: number
}

const encoder = new TextEncoder()

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

function key(secret: string) {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
}

const payloadOf = (claims: LinkClaims) =>
  `${LETTER[claims.purpose]}${claims.emailId}.${claims.ref}.${claims.expires}`

export async function signLink(serverSecret: string, rowSecret: string, claims: LinkClaims): Promise<string> {
  const payload = payloadOf(claims)
  const signature = await crypto.subtle.sign(
    'HMAC',
    await key(serverSecret),
    encoder.encode(`${payload}.${rowSecret}`),
  )
  return `${payload}.${toBase64Url(new Uint8Array(signature))}`
}

const TOKEN = /^([cum])([1-9]\d{0,15})\.(0|[1-9]\d{0,15})\.(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/

/** What a token claims, before its signature is checked against the row it names. */
export function readLink(token: string): LinkClaims | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const [, letter = '', emailId, ref, expires] = match
  const purpose = PURPOSE_OF[letter]
  return purpose ? { purpose, emailId: Number(emailId), ref: Number(ref), expires: Number(expires) } : null
}

/**
 * Whether `token` was signed for `claims` with this row's secret, in the one spelling the Worker
 * writes (the signature compared in constant time by WebCrypto).
 */
export async function verifyLink(
  serverSecret: string,
  rowSecret: string,
  token: string,
  claims: LinkClaims,
): Promise<boolean> {
  const encoded = token.slice(token.lastIndexOf('.') + 1)
  const signature = fromBase64Url(encoded)
  // One spelling per signature: 43 base64url characters carry 258 bits for 256, and a last
  // character that differs only in the 2 spare bits decodes to the same bytes. Only the spelling
  // the Worker itself writes is accepted.
  if (!signature || toBase64Url(signature) !== encoded || rowSecret === '') return false
  const data = encoder.encode(`${payloadOf(claims)}.${rowSecret}`)
  return crypto.subtle.verify('HMAC', await key(serverSecret), signature, data)
}

/** The least length of `LINK_SECRET` (`openssl rand -base64 48` gives 64 characters). */
export const LINK_SECRET_MIN_LENGTH = 32

/** No usable `LINK_SECRET`: no link is signed or checked, rather than with a key anyone knows. */
export class LinkSecretMissing extends Error {
  override name = 'LinkSecretMissing'
  constructor() {
    super(
      `LINK_SECRET is missing or shorter than ${LINK_SECRET_MIN_LENGTH} characters, so no link can be signed or checked: set it with \`wrangler secret put LINK_SECRET\``,
    )
  }
}

/** The secret configured for this Worker; without one long enough, it fails closed (decision 023). */
export function linkSecret(env: { LINK_SECRET?: string }): string {
  const secret = env.LINK_SECRET ?? ''
  if (secret.length < LINK_SECRET_MIN_LENGTH) throw new LinkSecretMissing()
  return secret
}

/** A fresh per-row secret: 128 random bits as hex. */
export function newRowSecret(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The page a link opens, in the owner's language, on this site. */
export function linkUrl(
  siteUrl: string,
  locale: Locale,
  page: Exclude<Endpoint, 'fertility-calendar.ics'>,
  token: string,
) {
  return `${siteUrl}${localizedPath(locale, page)}?token=${token}`
}
