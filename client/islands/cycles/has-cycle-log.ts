/** The device's database of "My cycles" (client/islands/cycles/cycle-store.ts). */
export const CYCLE_DB_NAME = 'fertilitycalc'

/**
 * Whether this browser may hold a cycle log, asked without opening (and so creating) the database
 * and without loading the storage code: a visitor who never logged loads nothing more. A browser
 * that cannot list its databases is given the benefit of the doubt. The page's loader asks the same
 * before My cycles wakes by itself (`loader-script.server.ts`, `data-hydrate="cycle-log"`).
 */
export async function hasCycleLog(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false
  if (typeof indexedDB.databases !== 'function') return true
  try {
    return (await indexedDB.databases()).some((database) => database.name === CYCLE_DB_NAME)
  } catch {
    // Storage refused (a blocked site, some private modes): there is no log to read.
    return false
  }
}
