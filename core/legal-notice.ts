/**
 * The legal notice's facts (decision 054): who publishes the site, from the operator's Worker
 * vars, and who hosts it. Nothing here is invented: the publisher's fields are the operator's
 * own, and a required one left empty makes the page refuse to render rather than show a gap.
 */

/** Each field of the publisher and the Worker var it comes from (README, configuration). */
export const PUBLISHER_VARS = {
  name: 'PUBLISHER_NAME',
  address: 'PUBLISHER_ADDRESS',
  email: 'PUBLISHER_EMAIL',
  phone: 'PUBLISHER_PHONE',
  director: 'PUBLICATION_DIRECTOR',
  registration: 'PUBLISHER_REGISTRATION',
} as const

export type PublisherField = keyof typeof PUBLISHER_VARS
export type PublisherVar = (typeof PUBLISHER_VARS)[PublisherField]

/**
 * The fields every language's page needs. France's LCEN (loi n° 2004-575 du 21 juin 2004) asks
 * for the publisher's name, address and phone and the director of publication's name; Spain's
 * LSSI (Ley 34/2002, art. 10) for an e-mail address. The registration (SIREN/RCS, NIF, CNPJ or
 * CPF) is asked for only where the publisher has one, so it is optional.
 */
export const REQUIRED_FIELDS = [
  'name',
  'address',
  'email',
  'phone',
  'director',
] as const satisfies readonly PublisherField[]

export interface Publisher {
  name: string
  /** One line per line of the postal address (the var's line breaks). */
  address: string[]
  email: string
  phone: string
  director: string
  /** Absent when the publisher has no registration number to give. */
  registration: string | null
}

/** The publisher, or the vars the operator left empty (required ones only). */
export type PublisherConfig = { ok: true; publisher: Publisher } | { ok: false; missing: PublisherVar[] }

/** Reads the publisher from the Worker's vars: every value trimmed, an empty one as missing. */
export function publisherFrom(vars: Partial<Record<PublisherVar, string | undefined>>): PublisherConfig {
  const value = (field: PublisherField) => (vars[PUBLISHER_VARS[field]] ?? '').trim()
  const missing = REQUIRED_FIELDS.filter((field) => value(field) === '').map((field) => PUBLISHER_VARS[field])
  if (missing.length > 0) return { ok: false, missing }
  return {
    ok: true,
    publisher: {
      name: value('name'),
      address: value('address')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      email: value('email'),
      phone: value('phone'),
      director: value('director'),
      registration: value('registration') || null,
    },
  }
}

/**
 * The host: Cloudflare, Inc., which runs the Worker, its D1 database and its queues. Its address
 * and telephone are those of its principal executive offices in its SEC filings (Form 10-K for
 * 2023, Form 8-K of 6 February 2025). The country is named in the page's language (`region`).
 */
export const HOST = {
  name: 'Cloudflare, Inc.',
  address: ['101 Townsend Street', 'San Francisco, CA 94107'],
  region: 'US',
  phone: '+1 888 993 5273',
} as const

/** A `tel:` link's target: the digits of an international number, and its leading `+`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
