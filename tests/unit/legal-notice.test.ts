import { describe, expect, it } from 'vitest'
import { HOST, PUBLISHER_VARS, publisherFrom, REQUIRED_FIELDS, telHref } from '../../core/legal-notice.ts'

const full = {
  PUBLISHER_NAME: ' Unit tests publisher ',
  PUBLISHER_ADDRESS: '1 Unit Tests Street\n\n  00000 Test Town ',
  PUBLISHER_EMAIL: 'publisher@example.com',
  PUBLISHER_PHONE: '+1 555 0100',
  PUBLICATION_DIRECTOR: 'Unit tests director',
  PUBLISHER_REGISTRATION: 'UNIT-TESTS-0001',
}

describe('the publisher of the legal notice, from the Worker vars (decision 054)', () => {
  it('takes every field trimmed, and the address one line per line', () => {
    expect(publisherFrom(full)).toEqual({
      ok: true,
      publisher: {
        name: 'Unit tests publisher',
        address: ['1 Unit Tests Street', '00000 Test Town'],
        email: 'publisher@example.com',
        phone: '+1 555 0100',
        director: 'Unit tests director',
        registration: 'UNIT-TESTS-0001',
      },
    })
  })

  it('has no registration when the var is empty or absent: the one optional field', () => {
    expect(publisherFrom({ ...full, PUBLISHER_REGISTRATION: ' ' })).toMatchObject({
      publisher: { registration: null },
    })
    const { PUBLISHER_REGISTRATION: _, ...withoutRegistration } = full
    expect(publisherFrom(withoutRegistration)).toMatchObject({ ok: true, publisher: { registration: null } })
  })

  it('names each required var that is empty, blank or absent, and gives no publisher', () => {
    for (const field of REQUIRED_FIELDS) {
      const name = PUBLISHER_VARS[field]
      expect(publisherFrom({ ...full, [name]: '' })).toEqual({ ok: false, missing: [name] })
      expect(publisherFrom({ ...full, [name]: ' \n ' })).toEqual({ ok: false, missing: [name] })
    }
    expect(publisherFrom({})).toEqual({
      ok: false,
      missing: [
        'PUBLISHER_NAME',
        'PUBLISHER_ADDRESS',
        'PUBLISHER_EMAIL',
        'PUBLISHER_PHONE',
        'PUBLICATION_DIRECTOR',
      ],
    })
  })

  it('dials the host and the publisher by their digits', () => {
    expect(telHref(HOST.phone)).toBe('tel:+18889935273')
    expect(telHref('+33 (0)1 23-45.67 89')).toBe('tel:+330123456789')
  })
})
