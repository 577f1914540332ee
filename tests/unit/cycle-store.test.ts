import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  erasePeriods,
  loadDays,
  loadPeriods,
  loadResumedFor,
  saveDay,
  savePeriods,
  saveResumedFor,
} from '../../client/islands/cycles/cycle-store.ts'
import { CYCLE_DB_NAME } from '../../client/islands/cycles/has-cycle-log.ts'
import { DB_VERSION } from '../../client/islands/cycles/store-schema.ts'
import type { StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import { Temporal } from '../../core/calc/temporal.ts'

/**
 * The device's log itself (IndexedDB through idb), on an in-memory IndexedDB: what a save writes
 * and returns, what a refused write leaves, the settings store, and an upgrade from version 1.
 */

/** Opens the log's database as the browser holds it, outside the store's own code. */
function raw(version: number, upgrade?: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(CYCLE_DB_NAME, version)
    open.onupgradeneeded = () => upgrade?.(open.result)
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
}

/** Writes `value` under `key` in `store` (with no key path) or as is, in one transaction. */
async function rawPut(store: string, value: unknown, key?: string) {
  const db = await raw(DB_VERSION)
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(store, 'readwrite')
      tx.objectStore(store).put(value, key)
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
  } finally {
    db.close()
  }
}

const day = (date: string, hundredths: number): StoredDay => ({
  date,
  temperature: { hundredths, time: '06:30', disturbed: false },
})

afterEach(() => erasePeriods())

describe('saveDay: one transaction, one round trip, the day as stored', () => {
  it('returns the day as the storage reads it back, and the log holds it', async () => {
    expect(await saveDay({ kind: 'put', day: day('2026-11-20', 3655) })).toEqual(day('2026-11-20', 3655))
    expect(await loadDays()).toEqual([day('2026-11-20', 3655)])
  })

  it('a second save of the same day replaces it: one record per date', async () => {
    await saveDay({ kind: 'put', day: day('2026-11-20', 3655) })
    expect(await saveDay({ kind: 'put', day: day('2026-11-20', 3680) })).toEqual(day('2026-11-20', 3680))
    expect(await loadDays()).toEqual([day('2026-11-20', 3680)])
  })

  it('a deletion returns null and removes only that day', async () => {
    await saveDay({ kind: 'put', day: day('2026-11-20', 3655) })
    await saveDay({ kind: 'put', day: day('2026-11-21', 3660) })
    expect(await saveDay({ kind: 'delete', date: '2026-11-20' })).toBeNull()
    expect(await loadDays()).toEqual([day('2026-11-21', 3660)])
  })

  it('what comes back holds only what a day may hold, whatever else the record carried', async () => {
    // A note is kept as the text it is; a field no day has is dropped.
    const forged = {
      ...day('2026-11-20', 3655),
      note: '<script>alert(1)</script>',
      html: '<img src=x onerror=alert(1)>',
    } as StoredDay
    expect(await saveDay({ kind: 'put', day: forged })).toEqual({
      ...day('2026-11-20', 3655),
      note: '<script>alert(1)</script>',
    })
  })

  it('a write the storage refuses fails the save, and the log is as it was', async () => {
    await saveDay({ kind: 'put', day: day('2026-11-20', 3655) })
    // No date: the store's key is missing, so IndexedDB refuses the record.
    const keyless = { temperature: { hundredths: 3700, disturbed: false } } as unknown as StoredDay
    await expect(saveDay({ kind: 'put', day: keyless })).rejects.toThrow()
    expect(await loadDays()).toEqual([day('2026-11-20', 3655)])
  })
})

describe('loadDays: a long log read in pages (issue 60, item 7)', () => {
  it('reads 2,500 days, in date order, each once, and leaves out a record that is not a day', async () => {
    const first = Temporal.PlainDate.from('2019-12-01')
    const dates = Array.from({ length: 2500 }, (_, i) => first.add({ days: i }).toString())
    // The log's own code makes the database at its version; the days are then written there.
    expect(await loadDays()).toEqual([])
    const db = await raw(DB_VERSION)
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('days', 'readwrite')
      // Written newest first: the order read back is the store's, not the writing's.
      for (const date of [...dates].reverse()) tx.objectStore('days').put(day(date, 3650))
      // Between two pages' edges (the 1,000th and 1,001st days), a record no day could be.
      tx.objectStore('days').put({ date: `${dates[999]}T`, temperature: 'warm' })
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    db.close()
    const read = await loadDays()
    expect(read.map((logged) => logged.date)).toEqual(dates)
    expect(read[1234]).toEqual(day(dates[1234] ?? '', 3650))
  })
})

describe('the settings store (version 3): the predictions resumed after a positive test', () => {
  it('is empty at first, then keeps the test date it is given', async () => {
    expect(await loadResumedFor()).toBeNull()
    await saveResumedFor('2026-11-18')
    expect(await loadResumedFor()).toBe('2026-11-18')
  })

  it('reads anything but an ISO date there as nothing', async () => {
    // A date written the same way is read: the strangers below reach the same record.
    expect(await loadResumedFor()).toBeNull()
    await rawPut('settings', '2026-11-18', 'predictionsResumedFor')
    expect(await loadResumedFor()).toBe('2026-11-18')
    await erasePeriods()
    for (const stranger of ['18/11/2026', '2026-11-18\r\nX: y', 20261118, { date: '2026-11-18' }]) {
      // The log's own code makes the database at its version; a stranger then writes there.
      expect(await loadResumedFor()).toBeNull()
      await rawPut('settings', stranger, 'predictionsResumedFor')
      expect(await loadResumedFor()).toBeNull()
      await erasePeriods()
    }
  })
})

describe('the upgrade from version 1', () => {
  it('keeps every period and adds the days and settings stores, empty', async () => {
    const v1 = await raw(1, (db) => {
      db.createObjectStore('periods', { keyPath: 'start' }).put({ start: '2026-10-01', excluded: false })
    })
    v1.close()
    expect(await loadPeriods()).toEqual([{ start: '2026-10-01', excluded: false }])
    expect(await loadDays()).toEqual([])
    expect(await loadResumedFor()).toBeNull()
  })
})

describe('the edits store (version 4, decision 082): each save notes the record keys it touched', () => {
  it('a period, a day and a setting saved leave their keys, each with the time of its save', async () => {
    await savePeriods({ kind: 'edit', from: '2026-11-01', to: '2026-11-02' })
    await saveDay({ kind: 'put', day: day('2026-11-20', 3655) })
    await saveResumedFor('2026-11-18')
    const db = await raw(DB_VERSION)
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const read = db.transaction('edits').objectStore('edits').getAllKeys()
      read.onsuccess = () => resolve(read.result)
      read.onerror = () => reject(read.error)
    })
    db.close()
    expect(keys).toEqual([
      'day:2026-11-20',
      'period:2026-11-01',
      'period:2026-11-02',
      'setting:predictionsResumedFor',
    ])
  })
})
