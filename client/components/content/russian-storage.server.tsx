import type { ReactNode } from 'react'
import { usePage } from '../../page-context.server.ts'

/**
 * The Russian policy's two truths about where personal data go (152-ФЗ ст. 18 ч. 5 and ст. 12;
 * decision 068), in one place: until the operator names storage in Russia (`RU_DATA_STORAGE`),
 * the Russian edition sends no personal data to the server, and the policy must say so; once it
 * is named, the policy says where. Each text holds only in its own case, so each renders only then.
 */

/** Children shown only while no storage in Russia is configured. */
export function WithoutRussianStorage({ children }: { children?: ReactNode }) {
  return usePage().russianStorage === null ? children : null
}

/** Children shown only once the operator named storage in Russia; `<RussianStorageName />` names it. */
export function WithRussianStorage({ children }: { children?: ReactNode }) {
  return usePage().russianStorage === null ? null : children
}

/** The configured storage, as the operator wrote it (its provider and place). */
export function RussianStorageName() {
  const storage = usePage().russianStorage
  // Outside <WithRussianStorage> this would print nothing where the reader expects a place.
  if (storage === null)
    throw new Error('RussianStorageName: no RU_DATA_STORAGE; use it inside <WithRussianStorage>')
  return storage
}
