/**
 * One mailbox, exactly: the one rule for an e-mail address, read by the browser's forms
 * (core/form-problem.ts), the form posts and the API (worker/api/schemas.ts) and the store's
 * address migration (db/merge-addresses.ts). It imports nothing, so that each can take it.
 */

/** The address shape of docs/product.md §5: something@something.tld, no spaces; at most 254 characters (RFC 5321). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * Characters a person cannot see or tell apart: format and bidi controls, joiners, variation
 * selectors, fillers, the soft hyphen, and the full-width forms of ASCII. Two addresses that look
 * the same must not make two rows, so these are refused rather than silently dropped.
 */
const INVISIBLE_OR_FULL_WIDTH =
  /\p{Cf}|\u034F|[\u180B-\u180F]|[\uFE00-\uFE0F]|[\u115F\u1160\u17B4\u17B5\u3164\uFFA0\u3000\uFF01-\uFF60\uFFE0-\uFFEE]/u

/**
 * The local part's grammar: an RFC 5322 dot-atom, with no quoted string, comment or display name,
 * of atext (RFC 5322) or, as RFC 6532 allows, a non-ASCII character that is not a control, a
 * format character, a space, half of a surrogate pair or a noncharacter (Unicode §23.7: U+FDD0–
 * U+FDEF and the last two code points of every plane). `a>,<b`, `"a b"` and a NUL or DEL are not
 * one mailbox; a lone surrogate is not text at all, and UTF-8 would store it as U+FFFD, a
 * different address from the one typed (security review, round two, item 1).
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]|[^\\p{ASCII}\\p{Cc}\\p{Cf}\\p{Z}\\p{Cs}]"
const DOT_ATOM = new RegExp(`^(?:${ATEXT})+(?:\\.(?:${ATEXT})+)*$`, 'u')
/** Unicode §23.7's noncharacters, which are never text to exchange. */
const isNoncharacter = (codePoint: number) =>
  (codePoint >= 0xfdd0 && codePoint <= 0xfdef) || (codePoint & 0xfffe) === 0xfffe
/** RFC 5321: at most 64 octets before the '@'. */
const LOCAL_PART_OCTETS = 64

/** A domain part the URL parser would read as something else (a port, a path, an IPv6 literal). */
const NOT_A_HOST = /[/?#:\\[\]%@\s]/

/**
 * A host name as DNS and mail servers take it, once the URL parser has made it ASCII (punycode):
 * letter-digit-hyphen labels of 1–63 characters, not starting or ending with a hyphen, at most 253
 * in all (RFC 1035 §2.3.1, RFC 5890). The URL parser keeps `, ; " ( ) { } ! $ & ' * + = ~` in a
 * host; in a mail header `x.test,b` is two recipients and `x(y).test` holds a comment, so none is
 * one mailbox (security review, round two, item 1).
 */
const LDH_HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/

/**
 * One canonical form per address, or null when it is not one: trimmed, Unicode NFC, lower case,
 * and the domain in its ASCII (punycode) form, as DNS and mail servers read it. `exämple.test`
 * and `xn--exmple-cua.test`, and an NFD spelling of either, are the same address.
 */
export function canonicalAddress(raw: string): string | null {
  const trimmed = raw.trim()
  if (INVISIBLE_OR_FULL_WIDTH.test(trimmed)) return null
  const nfc = trimmed.normalize('NFC').toLowerCase()
  const at = nfc.lastIndexOf('@')
  const local = nfc.slice(0, at)
  const domain = nfc.slice(at + 1)
  if (!DOT_ATOM.test(local) || new TextEncoder().encode(local).length > LOCAL_PART_OCTETS) return null
  if ([...local].some((character) => isNoncharacter(character.codePointAt(0) ?? 0))) return null
  if (at <= 0 || domain === '' || NOT_A_HOST.test(domain)) return null
  let host: string
  try {
    host = new URL(`http://${domain}`).hostname
  } catch {
    return null
  }
  // A top-level domain is never a number. The URL parser reads a numeric host as an IPv4
  // address: `a@0` became `a@0.0.0.0` and `a@127.1` became `a@127.0.0.1`, which have the shape of
  // an address but are not one (a mail server takes an IP only bracketed, and we take none).
  if (/\.\d+$/.test(host) || !LDH_HOST.test(host)) return null
  const address = `${nfc.slice(0, at)}@${host}`
  return address.length <= 254 && EMAIL_SHAPE.test(address) ? address : null
}
