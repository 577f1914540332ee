import {
  type DBSchema,
  deleteDB,
  type IDBPDatabase,
  type IDBPObjectStore,
  type IDBPTransaction,
  openDB,
} from 'idb'
import type { ReadingHabit } from '../../../core/calc/body-signs/day-draft.ts'
import { isTimeOfDay } from '../../../core/calc/body-signs/signs.ts'
import { cleanDay, type StoredDay } from '../../../core/calc/body-signs/stored-day.ts'
import { compareIsoDates } from '../../../core/calc/temporal.ts'
import { dayKey, periodKey, type SyncedSetting, settingKey } from '../../../core/sync/log-records.ts'
import type { SyncRecord } from '../../../core/sync/replica.ts'
import type { LogChange, Persistence, StoredPeriod } from '../../machines/cycleLogMachine.ts'
import type { DayChange } from '../../machines/daySignsMachine.ts'
import { CYCLE_DB_NAME, noteLogKept } from './has-cycle-log.ts'
import { DB_VERSION, STORES } from './store-schema.ts'
import type { SyncState } from './sync/sync-store.ts'

/**
 * The "My cycles" log on the visitor's device: IndexedDB through `idb`, never sent anywhere.
 * Each change is one transaction, then the other tabs are told to read the log again.
 */
const CHANNEL = 'fertilitycalc-cycles'

export interface CyclesDB extends DBSchema {
  periods: { key: string; value: StoredPeriod }
  /** Version 2 (issue 51): a day's body signs, keyed by its ISO date. */
  days: { key: string; value: StoredDay }
  /** Version 3 (issue 51, item 5): the page's own choices on this device, each under its name. */
  settings: { key: Setting; value: unknown }
  /** Version 4 (issue 62, decision 082): the space this device syncs with, under `SYNC_STATE`. */
  sync: { key: string; value: SyncState }
  /** The device's copy of the space's records, by record key. */
  replica: { key: string; value: SyncRecord<unknown> }
  /** When each record key was last edited here, in the device's milliseconds, until a sync records it. */
  edits: { key: string; value: number }
}

/**
 * The names of the settings: the positive pregnancy test after which the predictions were resumed,
 * and the unit and time the temperature is read in (issue 60, item 2).
 */
type Setting = SyncedSetting

let opened: Promise<IDBPDatabase<CyclesDB>> | null = null

/** The log's database under `name`: the page's is CYCLE_DB_NAME; tests open one per device. */
export function openCyclesDb(name: string, blocking?: () => void): Promise<IDBPDatabase<CyclesDB>> {
  return openDB<CyclesDB>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      // Only the stores a version added since the visitor's: nothing already kept is read,
      // rewritten or lost by an upgrade.
      for (const store of STORES) {
        if (oldVersion >= store.since) continue
        db.createObjectStore(store.name, 'keyPath' in store ? { keyPath: store.keyPath } : undefined)
      }
    },
    ...(blocking ? { blocking } : {}),
  })
}

export function database(): Promise<IDBPDatabase<CyclesDB>> {
  // Another tab holds an older version open: let it close, and read again on the next call.
  opened ??= openCyclesDb(CYCLE_DB_NAME, () => {
    void opened?.then((db) => db.close())
    opened = null
  }).catch((error: unknown) => {
    opened = null
    throw error
  })
  return opened
}

const isoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** Only what the log may hold: ISO dates and a flag, whatever an older version or a script wrote. */
function clean(records: unknown[]): StoredPeriod[] {
  return records
    .flatMap((record) => {
      const { start, end, excluded } = (record ?? {}) as Partial<StoredPeriod>
      if (!isoDate(start)) return []
      return [
        isoDate(end) ? { start, end, excluded: excluded === true } : { start, excluded: excluded === true },
      ]
    })
    .sort((a, b) => compareIsoDates(a.start, b.start))
}

/** A record with only the log's own fields: no `end` key at all when there is no last day. */
const stored = (start: string, end: string | undefined, excluded: boolean): StoredPeriod =>
  end ? { start, end, excluded } : { start, excluded }

/**
 * Notes, in the transaction that makes an edit, which record keys it touched and when (decision
 * 082): a sync stamps each edit with the time it was made, however long the device stays offline.
 */
function stampEdits(tx: IDBPTransaction<CyclesDB, StoreName[], 'readwrite'>, keys: readonly string[]) {
  const edits = tx.objectStore('edits')
  const now = Date.now()
  return Promise.all(keys.map((key) => edits.put(now, key)))
}

type StoreName = 'periods' | 'days' | 'settings' | 'edits'

/** The record keys a change to the periods touches. */
function touched(change: LogChange): string[] {
  switch (change.kind) {
    case 'edit':
      return [periodKey(change.from), periodKey(change.to)]
    case 'merge':
      return [
        ...change.periods.map((p) => periodKey(p.start)),
        ...(change.days ?? []).map((d) => dayKey(d.date)),
      ]
    default:
      return [periodKey(change.start)]
  }
}

export async function loadPeriods(): Promise<StoredPeriod[]> {
  const periods = clean(await (await database()).getAll('periods'))
  noteLogKept(periods.length)
  return periods
}

/**
 * Applies one change in a single transaction (all of it or nothing), and returns the log as stored.
 * A merge opens it on the days too, so that a file's periods and days are written together or not at all.
 */
export async function savePeriods(change: LogChange): Promise<StoredPeriod[]> {
  const db = await database()
  const tx = db.transaction(['periods', 'days', 'edits'], 'readwrite')
  const store = tx.objectStore('periods')
  await stampEdits(tx, touched(change))
  switch (change.kind) {
    case 'add':
      await store.put(stored(change.start, change.end, false))
      break
    case 'delete':
      await store.delete(change.start)
      break
    case 'exclude': {
      const period = await store.get(change.start)
      if (period) await store.put({ ...period, excluded: change.excluded })
      break
    }
    case 'edit': {
      const period = await store.get(change.from)
      await store.delete(change.from)
      await store.put(stored(change.to, change.end, period?.excluded ?? false))
      break
    }
    case 'merge':
      // A linked log joins the device's: a date in both takes the link's "left out" mark.
      for (const period of change.periods) await store.put(stored(period.start, period.end, period.excluded))
      await mergeDays(tx.objectStore('days'), change.days ?? [])
      break
  }
  const periods = clean(await store.getAll())
  await tx.done
  noteLogKept(periods.length)
  announce('changed')
  return periods
}

/**
 * Days read per request. Each answer is made into objects and checked in a task of its own, so a
 * log of 10,080 days (240 cycles) is read in 11 short tasks rather than one that held the page for
 * most of its longest task at load (issue 60, item 7).
 */
const DAYS_PER_READ = 1000

/** The body signs logged, in date order; a record that is not a day is left out, a field that is not a sign dropped. */
export async function loadDays(): Promise<StoredDay[]> {
  // One transaction: the pages are one reading of the log, whatever another tab writes meanwhile.
  const store = (await database()).transaction('days').store
  const days: StoredDay[] = []
  let after: IDBValidKey | null = null
  for (;;) {
    const page: unknown[] = await store.getAll(
      after === null ? null : IDBKeyRange.lowerBound(after, true),
      DAYS_PER_READ,
    )
    for (const record of page) {
      const day = cleanDay(record)
      if (day) days.push(day)
    }
    if (page.length < DAYS_PER_READ) break
    // Every record holds its key (the store's key path), whatever else it holds.
    after = (page.at(-1) as { date: IDBValidKey }).date
  }
  return days.sort((a, b) => compareIsoDates(a.date, b.date))
}

/**
 * A file's days join the logged ones field by field, the file's signs over the log's (decision
 * 058): read again here, inside the transaction, so that a sign saved since the preview is kept.
 */
async function mergeDays(
  store: IDBPObjectStore<CyclesDB, StoreName[], 'days', 'readwrite'>,
  days: readonly StoredDay[],
) {
  for (const day of days) {
    const kept = cleanDay(await store.get(day.date))
    await store.put(cleanDay({ ...kept, ...day }) ?? day)
  }
}

/**
 * Applies one change to a day's signs in a single transaction, and returns that day as stored (null
 * once deleted). Only the one record is written and read back: the page applies it to the days it
 * holds, so a log of 10,000 days is not read again on every save.
 */
export async function saveDay(change: DayChange): Promise<StoredDay | null> {
  const db = await database()
  const tx = db.transaction(['days', 'edits'] as StoreName[], 'readwrite')
  const store = tx.objectStore('days')
  // Both requests at once, then the commit asked for: a transaction runs its requests in order, so
  // the read sees the write, and the page waits for one round trip to the storage, not three.
  const requests =
    change.kind === 'put'
      ? Promise.all([store.put(change.day), store.get(change.day.date)]).then(([, back]) => cleanDay(back))
      : store.delete(change.date).then(() => null)
  const stamped = stampEdits(tx, [dayKey(change.kind === 'put' ? change.day.date : change.date)])
  tx.commit()
  const [day] = await Promise.all([requests, tx.done, stamped])
  announce('changed')
  return day
}

/**
 * The ISO date of the positive pregnancy test after which the visitor resumed the predictions, or
 * null (issue 51, item 5). Kept in the log's own database, so that "Delete everything on this
 * device" removes it with the test it belongs to.
 */
export async function loadResumedFor(): Promise<string | null> {
  const value = await (await database()).get('settings', 'predictionsResumedFor')
  return isoDate(value) ? value : null
}

/** Keeps that the predictions were resumed after the positive test of `testedOn` (an ISO date). */
export async function saveResumedFor(testedOn: string): Promise<void> {
  await saveSetting('predictionsResumedFor', testedOn)
  announce('changed')
}

/** A setting and its edit stamp, in one transaction. */
async function saveSetting(name: Setting, value: unknown) {
  const tx = (await database()).transaction(['settings', 'edits'] as StoreName[], 'readwrite')
  await Promise.all([
    tx.objectStore('settings').put(value, name),
    stampEdits(tx, [settingKey(name)]),
    tx.done,
  ])
}

/** The unit and time of the last reading saved, or null: anything else stored is ignored. */
export async function loadReadingHabit(): Promise<ReadingHabit | null> {
  const value = await (await database()).get('settings', 'readingHabit')
  if (typeof value !== 'object' || value === null) return null
  const { unit, time } = value as Record<string, unknown>
  if (unit !== 'C' && unit !== 'F') return null
  return { unit, time: typeof time === 'string' && isTimeOfDay(time) ? time : '' }
}

/** Keeps the unit and time of the reading just saved, for the next day's form. */
export async function saveReadingHabit(habit: ReadingHabit): Promise<void> {
  await saveSetting('readingHabit', { unit: habit.unit, time: habit.time })
}

/**
 * "Delete everything on this device": closes this tab's connection and removes the database
 * itself, not only its records. The other tabs close theirs when asked (`blocking`), and are told
 * the log is gone, so that none opens (and so creates) the database again.
 */
export async function erasePeriods(): Promise<void> {
  const open = opened
  opened = null
  if (open) (await open.catch(() => null))?.close()
  await deleteDB(CYCLE_DB_NAME)
  noteLogKept(0)
  announce('erased')
}

/** Asks the browser to keep the log when space runs low (it may say no, or not ask the visitor). */
export async function requestPersistence(): Promise<Persistence> {
  if (!navigator.storage?.persist) return 'unsupported'
  return (await navigator.storage.persist()) ? 'granted' : 'denied'
}

/**
 * One channel per tab, for telling and for listening: a BroadcastChannel never hears its own
 * messages, so a tab reads the log again only when another tab changed it.
 */
let channel: BroadcastChannel | null = null
function tabChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null
  channel ??= new BroadcastChannel(CHANNEL)
  return channel
}

/** What another tab did to the log: changed it, or deleted it with its database. */
export type TabChange = 'changed' | 'erased'

/** Tells the other tabs of this site what happened to the log (a sync round that wrote it tells them too). */
export function announce(change: TabChange) {
  tabChannel()?.postMessage(change)
}

/** Calls `onChange` whenever another tab changes the log; returns the unsubscribe. */
export function onOtherTabChange(onChange: (change: TabChange) => void): () => void {
  const listening = tabChannel()
  if (!listening) return () => {}
  // Anything but our own word for a deletion is read as a change: the log is read again.
  const listener = (event: MessageEvent) => onChange(event.data === 'erased' ? 'erased' : 'changed')
  listening.addEventListener('message', listener)
  return () => listening.removeEventListener('message', listener)
}
