/**
 * Where each edition may keep personal data on the server (issue 59, item 4; decision 068).
 *
 * Russia's law on personal data (152-ФЗ ст. 18 ч. 5) asks that Russian citizens' personal data be
 * first recorded in a database located in Russia, and ст. 12 asks for notice before any transfer
 * abroad. This site's database (Cloudflare D1) is not in Russia. So until the operator runs the
 * Russian edition on storage in Russia and names it in `RU_DATA_STORAGE`, the Russian edition
 * sends no personal data to the server: its sign-up and contact forms give way to what works
 * without sending anything.
 */
import type { Locale } from './i18n/locales.ts'

/** The Worker var that names the Russian edition's storage in Russia (README, configuration). */
export const RUSSIAN_STORAGE_VAR = 'RU_DATA_STORAGE'

/** The storage in Russia the operator named (its provider and place), or null when none is. */
export function russianStorageFrom(vars: Partial<Record<typeof RUSSIAN_STORAGE_VAR, string | undefined>>) {
  const value = (vars[RUSSIAN_STORAGE_VAR] ?? '').trim()
  return value === '' ? null : value
}

/** Whether pages in this language may send personal data (an address, a message) to the server. */
export function keepsPersonalData(locale: Locale, russianStorage: string | null): boolean {
  return locale !== 'ru' || russianStorage !== null
}

/**
 * Whether this edition offers sync between devices (issue 62; decision 083). A space's sealed
 * records live in a Durable Object, which Cloudflare can keep within the EU, the US or FedRAMP
 * only ("Data location", developers.cloudflare.com/durable-objects/reference/data-location,
 * read 2026-11-30), never in Russia: so the Russian edition does not offer sync, whatever
 * storage `RU_DATA_STORAGE` names for its forms.
 */
export const offersSync = (locale: Locale): boolean => locale !== 'ru'
