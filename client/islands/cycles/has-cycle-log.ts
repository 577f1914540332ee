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

/**
 * The device's word, kept beside its log, that the log holds periods: the page's loader reads it,
 * in `<head>` before My cycles is first drawn, and keeps the first screen for today's form
 * (`html.device-log-kept`, styles: `.today-entry`), which otherwise arrived above the period form
 * once the log was read and moved everything below it (bench: a layout shift of 0.29–0.39 at each
 * load with a log, issue 60). localStorage, not the database: only it can be read before the page
 * is drawn. It says no more than the database's own name does, and stays on the device.
 */
export const LOG_KEPT_KEY = 'fertilitycalc-log-kept'

/** Notes whether the log holds periods; storage refused changes nothing but the page's first frame. */
export function noteLogKept(periods: number) {
  try {
    if (periods > 0) localStorage.setItem(LOG_KEPT_KEY, '1')
    else localStorage.removeItem(LOG_KEPT_KEY)
  } catch {
    // Blocked storage: the form arrives as it did, with the page moving once.
  }
}
