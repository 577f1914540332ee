/**
 * Signed unsubscribe-and-erase tokens: base64url(address) + '.' + base64url(HMAC-SHA-256).
 * The key is the `ERASE_TOKEN_SECRET` secret; local development and tests use a default.
 */
export const DEV_ERASE_SECRET = 'development-only-erase-secret-not-for-production'

const encoder = new TextEncoder()

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
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

export async function signEraseToken(secret: string, email: string): Promise<string> {
  const address = encoder.encode(email.trim().toLowerCase())
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret), address))
  return `${toBase64Url(address)}.${toBase64Url(signature)}`
}

/** The address a token was signed for, or null when it is malformed, forged or altered. */
export async function verifyEraseToken(secret: string, token: string): Promise<string | null> {
  if (token.length > 1000) return null
  const [addressPart, signaturePart, extra] = token.split('.')
  if (addressPart === undefined || signaturePart === undefined || extra !== undefined) return null
  const address = fromBase64Url(addressPart)
  const signature = fromBase64Url(signaturePart)
  if (!address || !signature || address.length === 0) return null
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await key(secret), signature, address)
  return valid ? new TextDecoder().decode(address) : null
}

/** The secret configured for this Worker, or the development default. */
export function eraseSecret(env: { ERASE_TOKEN_SECRET?: string }): string {
  return env.ERASE_TOKEN_SECRET || DEV_ERASE_SECRET
}
