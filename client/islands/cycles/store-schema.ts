/**
 * The "My cycles" database's shape, in one place: the store (`cycle-store.ts`) creates it and the
 * end-to-end tests seed and read it from here (issue 60, item 8). Nothing here loads `idb`.
 */

/** Bump with a store below, never by editing an older one: a visitor may skip versions. */
export const DB_VERSION = 3

/**
 * Each object store, by the version that added it, with the key its records are kept under:
 * version 1 one record per period under its ISO start; version 2 (issue 51) a day's body signs
 * under its ISO date, beside the periods, which the upgrade leaves as they are; version 3 (issue
 * 51, item 5) the page's own choices on this device, each under its name.
 */
export const STORES = [
  { name: 'periods', since: 1, keyPath: 'start' },
  { name: 'days', since: 2, keyPath: 'date' },
  { name: 'settings', since: 3 },
] as const
