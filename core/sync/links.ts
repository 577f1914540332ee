import { type Bytes, fromBase64Url, toBase64Url } from './envelope.ts'
import { SHARE_TOKEN } from './protocol.ts'

/**
 * What a person carries from one device to another (issue 62, items 1 and 4; decision 083): the
 * keys of a sync space, after the `#` of a My cycles address, which a browser never sends to a
 * server; or, for moving to a new phone without a link, the owner's secret as words to type.
 *
 * - `#sync=<space secret>`: the owner's link, which reads and writes.
 * - `#view=<read secret>.<share token>`: a read-only link, for a partner or a doctor. The read
 *   secret opens the records; the token is what the server asks before it gives them, and what
 *   revoking the link withdraws.
 */
export type SyncLink = { kind: 'owner'; secret: Bytes } | { kind: 'viewer'; readSecret: Bytes; token: string }

const SECRET_BYTES = 32
const HASH_PART = { owner: 'sync', viewer: 'view' } as const

/** The part of a My cycles address after `#` that carries the link. */
export function linkFragment(link: SyncLink): string {
  return link.kind === 'owner'
    ? `${HASH_PART.owner}=${toBase64Url(link.secret)}`
    : `${HASH_PART.viewer}=${toBase64Url(link.readSecret)}.${link.token}`
}

/**
 * The link an address's fragment carries: `null` when it carries none (an ordinary visit), and
 * `'incomplete'` when it names one whose keys are cut or changed (a link copied in part), which
 * the page says plainly rather than join a space that does not exist.
 */
export function parseLinkFragment(fragment: string): SyncLink | 'incomplete' | null {
  const match = /^#?(sync|view)=(.*)$/s.exec(fragment.trim())
  if (!match) return null
  const [, part, value = ''] = match
  if (part === HASH_PART.owner) {
    const secret = fromBase64Url(value)
    return secret?.length === SECRET_BYTES ? { kind: 'owner', secret } : 'incomplete'
  }
  const [read = '', token = '', ...rest] = value.split('.')
  const readSecret = fromBase64Url(read)
  return readSecret?.length === SECRET_BYTES && SHARE_TOKEN.test(token) && rest.length === 0
    ? { kind: 'viewer', readSecret, token }
    : 'incomplete'
}

/**
 * Crockford's Base32 (crockford.com/base32.html, 2002): no I, L, O or U, so a word read aloud or
 * typed from a phone is not mistaken; I and L read as 1, O as 0, and case does not matter.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** Crockford's check symbols: mod 37, so that any one wrong character, or two swapped, is caught. */
const CHECK_ALPHABET = `${ALPHABET}*~$=U`
const GROUP = 4

const toNumber = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n)

/**
 * The owner's secret as groups of four characters to type on another device: 256 bits in 52
 * characters, then one check character (53 in all, in 14 groups).
 */
export function secretWords(secret: Bytes): string {
  const value = toNumber(secret)
  const bits = secret.length * 8
  const characters = Math.ceil(bits / 5)
  // Shifted so that the last character's spare bits are zero.
  const padded = value << BigInt(characters * 5 - bits)
  let text = ''
  for (let i = characters - 1; i >= 0; i--) text += ALPHABET[Number((padded >> BigInt(i * 5)) & 31n)]
  text += CHECK_ALPHABET[Number(value % 37n)]
  return text.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? text
}

/** The secret typed words give, or null when they are not whole or a character is wrong. */
export function secretFromWords(typed: string): Bytes | null {
  const text = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0')
  const characters = Math.ceil((SECRET_BYTES * 8) / 5)
  if (text.length !== characters + 1) return null
  let padded = 0n
  for (const character of text.slice(0, characters)) {
    const digit = ALPHABET.indexOf(character)
    if (digit < 0) return null
    padded = (padded << 5n) | BigInt(digit)
  }
  const spare = BigInt(characters * 5 - SECRET_BYTES * 8)
  if (padded & ((1n << spare) - 1n)) return null
  const value = padded >> spare
  if (CHECK_ALPHABET[Number(value % 37n)] !== text.at(-1)) return null
  const secret = new Uint8Array(SECRET_BYTES)
  for (let i = SECRET_BYTES - 1, rest = value; i >= 0; i--, rest >>= 8n) secret[i] = Number(rest & 255n)
  return secret
}
