import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from '../../core/sync/envelope.ts'
import { linkFragment, parseLinkFragment, secretFromWords, secretWords } from '../../core/sync/links.ts'

const secret = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => new Uint8Array(bytes))
const token = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => toBase64Url(bytes))

describe('the links a person carries between devices (issue 62)', () => {
  it('an owner link and a read-only link read back as they were made', () => {
    fc.assert(
      fc.property(secret, secret, token, (owner, read, share) => {
        expect(parseLinkFragment(`#${linkFragment({ kind: 'owner', secret: owner })}`)).toEqual({
          kind: 'owner',
          secret: owner,
        })
        const viewer = { kind: 'viewer', readSecret: read, token: share } as const
        expect(parseLinkFragment(`#${linkFragment(viewer)}`)).toEqual(viewer)
      }),
    )
  })

  it('a link cut short, lengthened or changed is incomplete, never another space', () => {
    fc.assert(
      fc.property(secret, fc.integer({ min: 1, max: 42 }), (owner, cut) => {
        const whole = linkFragment({ kind: 'owner', secret: owner })
        expect(parseLinkFragment(whole.slice(0, whole.length - cut))).toBe('incomplete')
        expect(parseLinkFragment(`${whole}A`)).toBe('incomplete')
      }),
    )
    const read = toBase64Url(new Uint8Array(32))
    for (const hostile of [
      `view=${read}`,
      `view=${read}.short`,
      `view=${read}.${'A'.repeat(22)}.extra`,
      'sync=<script>alert(1)</script>',
      'sync=\r\nSet-Cookie: a=b',
      'sync=\u0000',
    ]) {
      expect(parseLinkFragment(hostile)).toBe('incomplete')
    }
  })

  it('an ordinary address carries no link', () => {
    for (const fragment of ['', '#', '#body-signs', '#synced', '#view'])
      expect(parseLinkFragment(fragment)).toBeNull()
  })

  it('the words give the secret back, typed in any case, with spaces or dashes, I and L for 1, O for 0', () => {
    fc.assert(
      fc.property(secret, (owner) => {
        const words = secretWords(owner)
        expect(words).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){13}[0-9A-HJKMNP-TV-Z*~$=U]$/)
        expect(secretFromWords(words)).toEqual(owner)
        const typed = words.toLowerCase().replaceAll('-', ' ').replaceAll('1', 'l').replaceAll('0', 'o')
        expect(secretFromWords(typed)).toEqual(owner)
      }),
    )
  })

  it('a word with one character wrong, two swapped, or one missing gives nothing', () => {
    fc.assert(
      fc.property(secret, fc.nat(51), fc.nat(30), (owner, at, shift) => {
        const plain = secretWords(owner).replaceAll('-', '')
        const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
        const wrong = alphabet[(alphabet.indexOf(plain[at] ?? '0') + 1 + shift) % 32]
        expect(secretFromWords(plain.slice(0, at) + wrong + plain.slice(at + 1))).toBeNull()
        const swapped = plain.slice(0, at) + plain[at + 1] + plain[at] + plain.slice(at + 2)
        if (swapped !== plain) expect(secretFromWords(swapped)).toBeNull()
        expect(secretFromWords(plain.slice(0, at) + plain.slice(at + 1))).toBeNull()
      }),
    )
  })

  it('base64url keeps its strictness: a stray character is no key', () => {
    expect(fromBase64Url('abc+')).toBeNull()
  })
})
