import { cleanDay, type StoredDay } from '../calc/body-signs/stored-day.ts'
import type { StoredPeriod } from '../calc/cycle-log.ts'

/**
 * The device's log as sync records (issue 62; decision 082): each period under `period:<start>`,
 * each day's signs under `day:<date>`, each setting under `setting:<name>`, with the value the
 * device stores. A key names one object store's record, so writing a record back is one put or
 * one delete in that store.
 */
export interface DeviceLog {
  periods: readonly StoredPeriod[]
  days: readonly StoredDay[]
  settings: ReadonlyMap<SyncedSetting, unknown>
}

/** The page's choices that follow the log to the person's other devices. */
export const SYNCED_SETTINGS = ['predictionsResumedFor', 'readingHabit'] as const
export type SyncedSetting = (typeof SYNCED_SETTINGS)[number]

/** Where a record's key puts it in the device's database. */
export type LogPlace =
  | { store: 'periods'; id: string }
  | { store: 'days'; id: string }
  | { store: 'settings'; id: SyncedSetting }

export const periodKey = (start: string) => `period:${start}`
export const dayKey = (date: string) => `day:${date}`
export const settingKey = (name: SyncedSetting) => `setting:${name}`

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The store and record a key names, or null for a key this version does not know: a newer
 * version's record stays in the replica and is never written into a store that cannot read it.
 */
export function placeOf(key: string): LogPlace | null {
  const colon = key.indexOf(':')
  const kind = key.slice(0, colon)
  const id = key.slice(colon + 1)
  if (kind === 'period' && ISO_DATE.test(id)) return { store: 'periods', id }
  if (kind === 'day' && ISO_DATE.test(id)) return { store: 'days', id }
  if (kind === 'setting' && (SYNCED_SETTINGS as readonly string[]).includes(id)) {
    return { store: 'settings', id: id as SyncedSetting }
  }
  return null
}

/**
 * A received value as the device may store it under `key`, or null when it is not one: a period
 * or a day whose date is not its key's, a day with no sign left once cleaned, a key unknown here.
 * Records come sealed by the owner's devices, but an older or newer version of this code wrote
 * them, so they are read as carefully as a file.
 */
export function storableValue(key: string, value: unknown): unknown {
  const place = placeOf(key)
  if (!place || value === null || value === undefined) return null
  if (place.store === 'days') {
    const day = cleanDay(value)
    return day?.date === place.id ? day : null
  }
  if (place.store === 'periods') {
    const { start, end, excluded } = value as Partial<StoredPeriod>
    if (start !== place.id) return null
    const kept = excluded === true
    return typeof end === 'string' && ISO_DATE.test(end)
      ? { start, end, excluded: kept }
      : { start, excluded: kept }
  }
  return value
}

/** The log as a map from record key to the value the device stores. */
export function logValues(log: DeviceLog): Map<string, unknown> {
  const values = new Map<string, unknown>()
  for (const period of log.periods) values.set(periodKey(period.start), period)
  for (const day of log.days) values.set(dayKey(day.date), day)
  for (const [name, value] of log.settings) values.set(settingKey(name), value)
  return values
}

/** The log a map of record values makes: what a read-only viewer shows of the replica it pulled. */
export function logOf(values: ReadonlyMap<string, unknown>): DeviceLog {
  const periods: StoredPeriod[] = []
  const days: StoredDay[] = []
  const settings = new Map<SyncedSetting, unknown>()
  for (const [key, value] of values) {
    const place = placeOf(key)
    const kept = storableValue(key, value)
    if (!place || kept === null) continue
    if (place.store === 'periods') periods.push(kept as StoredPeriod)
    else if (place.store === 'days') days.push(kept as StoredDay)
    else settings.set(place.id, kept)
  }
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  periods.sort((a, b) => byKey(a.start, b.start))
  days.sort((a, b) => byKey(a.date, b.date))
  return { periods, days, settings }
}

/**
 * JSON with each object's keys in order: IndexedDB and JSON.parse keep the order a value was
 * written in, and the same day written by two versions of the form must not count as an edit.
 */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b)

/** One change the device made that the replica has not recorded: `value` null is a deletion. */
export interface LogEdit {
  key: string
  value: unknown
}

/**
 * What the device's log holds that the replica's live records do not: new and changed keys with
 * their value, and the keys gone from the device as deletions. Keys of the replica this version
 * cannot place are not the device's to delete.
 */
export function logEdits(
  live: ReadonlyMap<string, unknown>,
  device: ReadonlyMap<string, unknown>,
): LogEdit[] {
  const edits: LogEdit[] = []
  for (const [key, value] of device) {
    if (!live.has(key) || !sameValue(live.get(key), value)) edits.push({ key, value })
  }
  for (const key of live.keys()) {
    if (!device.has(key) && placeOf(key)) edits.push({ key, value: null })
  }
  return edits
}
