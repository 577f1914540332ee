/**
 * What leaves the device when the log syncs (issue 62, items 1 and 6): each record sealed with
 * AES-GCM (NIST SP 800-38D; a fresh random 96-bit nonce per seal), under keys derived with HKDF
 * (RFC 5869) from a secret made on the device. The server sees a space id, an opaque name per
 * record, ciphertext padded to a bucket, and times: never a date, a temperature or a sign.
 *
 * The secrets, from the top:
 * - the space secret (32 random bytes) is in the owner's link only, after `#`;
 * - from it, the write proof (the server keeps only its SHA-256 and refuses a write without it)
 *   and the read secret;
 * - from the read secret, which a read-only link carries alone: the space id, the key that seals
 *   records and the key that names them. A read-only link can read every record and write none.
 */
/** Bytes on an ordinary buffer, as WebCrypto takes them. */
export type Bytes = Uint8Array<ArrayBuffer>

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const SECRET_BYTES = 32
const NONCE_BYTES = 12
/** Sealed records are padded to a multiple of this, so that a size says little of what is in it. */
export const PAD_BYTES = 256

export interface ReadKeys {
  spaceId: string
  seal: CryptoKey
  name: CryptoKey
}

export interface SpaceKeys extends ReadKeys {
  readSecret: Bytes
  /** Sent with every write; the server compares its hash. */
  writeProof: string
}

/** A sealed record as the server stores it: nothing in it can be read without the read secret. */
export interface SealedRecord {
  /** The record's key, named by HMAC: the same key gives the same name, and no key can be read back. */
  id: string
  /** Nonce and ciphertext, base64url. */
  sealed: string
}

export const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

/** The bytes of base64url text, or null for anything else (a link cut short, a stray character). */
export function fromBase64Url(text: string): Bytes | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** A new space's secret, from the device's own random source. */
export const newSpaceSecret = (): Bytes => crypto.getRandomValues(new Uint8Array(SECRET_BYTES))

async function derive(secret: Bytes, label: string, bytes = SECRET_BYTES): Promise<Bytes> {
  const base = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: encoder.encode(`fertilitycalc sync ${label}`),
    },
    base,
    bytes * 8,
  )
  return new Uint8Array(bits)
}

/** The keys a read-only link gives: a secret of the wrong length gives none. */
export async function readKeys(readSecret: Bytes): Promise<ReadKeys | null> {
  if (readSecret.length !== SECRET_BYTES) return null
  const [spaceId, seal, name] = await Promise.all([
    derive(readSecret, 'space id', 16),
    derive(readSecret, 'seal'),
    derive(readSecret, 'name'),
  ])
  return {
    spaceId: toBase64Url(spaceId),
    seal: await crypto.subtle.importKey('raw', seal, 'AES-GCM', false, ['encrypt', 'decrypt']),
    name: await crypto.subtle.importKey('raw', name, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
  }
}

/** Every key of the owner's link. */
export async function spaceKeys(spaceSecret: Bytes): Promise<SpaceKeys | null> {
  if (spaceSecret.length !== SECRET_BYTES) return null
  const readSecret = await derive(spaceSecret, 'read')
  const keys = await readKeys(readSecret)
  if (!keys) return null
  return { ...keys, readSecret, writeProof: toBase64Url(await derive(spaceSecret, 'write proof')) }
}

/** The name the server knows a record by: 128 bits of HMAC-SHA-256 of its key. */
export async function recordId(keys: ReadKeys, key: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', keys.name, encoder.encode(key))
  return toBase64Url(new Uint8Array(mac, 0, 16))
}

/** Bound to its space and its name, so that the server cannot pass one record off as another. */
const boundTo = (keys: ReadKeys, id: string) => encoder.encode(`${keys.spaceId}/${id}`)

/** A record sealed for the server: padded with spaces after its JSON, which JSON.parse ignores. */
export async function seal(keys: ReadKeys, key: string, record: unknown): Promise<SealedRecord> {
  const id = await recordId(keys, key)
  const json = encoder.encode(JSON.stringify(record))
  const padded = new Uint8Array(Math.ceil((json.length + 1) / PAD_BYTES) * PAD_BYTES).fill(0x20)
  padded.set(json)
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: nonce, additionalData: boundTo(keys, id) },
    keys.seal,
    padded,
  )
  const sealed = new Uint8Array(NONCE_BYTES + ciphertext.byteLength)
  sealed.set(nonce)
  sealed.set(new Uint8Array(ciphertext), NONCE_BYTES)
  return { id, sealed: toBase64Url(sealed) }
}

/**
 * The record a sealed one holds, or null when these keys cannot open it: another space's, a
 * wrong or cut link, or bytes changed on the way (AES-GCM's tag fails).
 */
export async function open(keys: ReadKeys, sealedRecord: SealedRecord): Promise<unknown> {
  const bytes = fromBase64Url(sealedRecord.sealed)
  if (!bytes || bytes.length <= NONCE_BYTES) return null
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, NONCE_BYTES), additionalData: boundTo(keys, sealedRecord.id) },
      keys.seal,
      bytes.slice(NONCE_BYTES),
    )
    return JSON.parse(decoder.decode(plain))
  } catch {
    return null
  }
}
