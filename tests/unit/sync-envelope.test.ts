import { describe, expect, it } from 'vitest'
import {
  fromBase64Url,
  newSpaceSecret,
  open,
  PAD_BYTES,
  readKeys,
  recordId,
  seal,
  spaceKeys,
  toBase64Url,
} from '../../core/sync/envelope.ts'

/**
 * What leaves the device (issue 62, items 1 and 6): sealed records that only the link's keys open,
 * named so that no date shows, and a read-only link that derives the same reading keys and no
 * write proof.
 */
const secret = Uint8Array.from({ length: 32 }, (_, i) => i)
const day = {
  key: 'day:2026-11-03',
  version: { wall: 1, count: 0, node: 'a' },
  value: { date: '2026-11-03', temperature: { hundredths: 3665, disturbed: false } },
}

describe('the sealed records of a sync space', () => {
  it('open with the owner’s keys and with a read-only link’s, and with no other', async () => {
    const owner = await spaceKeys(secret)
    if (!owner) throw new Error('no keys')
    const reader = await readKeys(owner.readSecret)
    const stranger = await spaceKeys(newSpaceSecret())
    const sealed = await seal(owner, day.key, day)
    expect(await open(owner, sealed)).toEqual(day)
    expect(await open(reader ?? owner, sealed)).toEqual(day)
    expect(reader?.spaceId).toBe(owner.spaceId)
    expect(reader).not.toHaveProperty('writeProof')
    expect(await open(stranger ?? owner, sealed)).toBeNull()
  })

  it('show no date, temperature or sign to the server, and hide a record’s size within a bucket', async () => {
    const keys = await spaceKeys(secret)
    if (!keys) throw new Error('no keys')
    const sealed = await seal(keys, day.key, day)
    const stored = JSON.stringify(sealed) + keys.spaceId
    for (const clear of ['2026', '11-03', '3665', 'temperature', 'day:']) expect(stored).not.toContain(clear)
    const bytes = fromBase64Url(sealed.sealed)
    // 12 bytes of nonce and 16 of tag around a padded record.
    expect(((bytes?.length ?? 0) - 28) % PAD_BYTES).toBe(0)
    const short = await seal(keys, day.key, { ...day, value: { date: '2026-11-03' } })
    expect(fromBase64Url(short.sealed)?.length).toBe(bytes?.length)
  })

  it('names a record the same way every time, and two keys two ways; a new nonce for every seal', async () => {
    const keys = await spaceKeys(secret)
    if (!keys) throw new Error('no keys')
    expect(await recordId(keys, 'day:2026-11-03')).toBe(await recordId(keys, 'day:2026-11-03'))
    expect(await recordId(keys, 'day:2026-11-03')).not.toBe(await recordId(keys, 'day:2026-11-04'))
    const [first, second] = await Promise.all([seal(keys, day.key, day), seal(keys, day.key, day)])
    expect(first.id).toBe(second.id)
    expect(first.sealed.slice(0, 16)).not.toBe(second.sealed.slice(0, 16))
  })

  it('reads nothing from a changed, moved, truncated or foreign record: null, never an exception', async () => {
    const keys = await spaceKeys(secret)
    if (!keys) throw new Error('no keys')
    const sealed = await seal(keys, day.key, day)
    const flipped = `${sealed.sealed.slice(0, 20)}${sealed.sealed[20] === 'A' ? 'B' : 'A'}${sealed.sealed.slice(21)}`
    expect(await open(keys, { ...sealed, sealed: flipped })).toBeNull()
    // The server cannot pass one day's record off as another's.
    expect(await open(keys, { ...sealed, id: await recordId(keys, 'day:2026-11-04') })).toBeNull()
    expect(await open(keys, { ...sealed, sealed: sealed.sealed.slice(0, 30) })).toBeNull()
    for (const hostile of ['', '<script>', 'A'.repeat(5), '\u0000\r\n', '=='])
      expect(await open(keys, { id: sealed.id, sealed: hostile })).toBeNull()
  })

  it('a wrong or truncated link gives no keys at all', async () => {
    expect(await spaceKeys(secret.slice(0, 31))).toBeNull()
    expect(await readKeys(new Uint8Array(0))).toBeNull()
    expect(fromBase64Url(toBase64Url(secret))).toEqual(secret)
    for (const bad of ['a', 'ab!c', 'ab cd', 'abc=']) expect(fromBase64Url(bad)).toBeNull()
  })

  it('gives each new space its own secret and id', async () => {
    const [a, b] = await Promise.all([spaceKeys(newSpaceSecret()), spaceKeys(newSpaceSecret())])
    expect(a?.spaceId).not.toBe(b?.spaceId)
    expect(a?.spaceId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(a?.writeProof).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
