/**
 * The "My cycles" database's shape, in one place: the store (`cycle-store.ts`) creates it and the
 * end-to-end tests seed and read it from here (issue 60, item 8). Nothing here loads `idb`.
 */

/** Bump with a store below, never by editing an older one: a visitor may skip versions. */
export const DB_VERSION = 4

/**
 * Each object store, by the version that added it, with the key its records are kept under:
 * version 1 one record per period under its ISO start; version 2 (issue 51) a day's body signs
 * under its ISO date, beside the periods, which the upgrade leaves as they are; version 3 (issue
 * 51, item 5) the page's own choices on this device, each under its name; version 4 (issue 62,
 * decision 082) sync: the space's state under one name, the replica's records under their key, and
 * the time of each edit not yet synced under the record key it touched.
 */
export const STORES = [
  { name: 'periods', since: 1, keyPath: 'start' },
  { name: 'days', since: 2, keyPath: 'date' },
  { name: 'settings', since: 3 },
  { name: 'sync', since: 4 },
  { name: 'replica', since: 4, keyPath: 'key' },
  { name: 'edits', since: 4 },
] as const
