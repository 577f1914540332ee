import type { Page } from '@playwright/test'
import { Temporal } from 'temporal-polyfill'
import { CYCLE_DB_NAME, LOG_KEPT_KEY } from '../../client/islands/cycles/has-cycle-log.ts'
import { DB_VERSION, STORES } from '../../client/islands/cycles/store-schema.ts'
import type { StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import type { StoredPeriod } from '../../core/calc/cycle-log.ts'

/**
 * A log of whole cycles with a full chart of signs each, as a visitor who charts every morning
 * would have it, for the e2e tests and the bench (issue 51: 240 cycles, about 10,000 days).
 * Each cycle has `length` days: a 5-day period; low temperatures (36.35–36.50 °C) until the day
 * before `shiftDay`, then higher ones (36.75–36.90 °C); mucus dry, then moist, creamy and egg white
 * up to the peak on `shiftDay − 2`, then creamy and dry; a positive LH test the day before the peak.
 * So every cycle is confirmed by the double check, with its ovulation on the peak or the day after.
 */
export interface SignsLogOptions {
  /** The run's today, ISO. */
  today: string
  cycles: number
  /** Days from the last cycle's end to today (the current cycle's first day is then `today − gap`). */
  gap?: number
  length?: number
  /** Cycle day of the first higher temperature. */
  shiftDay?: number
}

export function signsLog({ today, cycles, gap = 3, length = 28, shiftDay = 18 }: SignsLogOptions) {
  const end = Temporal.PlainDate.from(today).subtract({ days: gap })
  const first = end.subtract({ days: cycles * length })
  const periods: StoredPeriod[] = []
  const days: StoredDay[] = []
  const peak = shiftDay - 2
  // Small, repeatable variation: the same log on every run.
  const wobble = (n: number) => ((n * 7919) % 5) * 3
  for (let c = 0; c <= cycles; c++) {
    const start = first.add({ days: c * length })
    periods.push({ start: start.toString(), end: start.add({ days: 4 }).toString(), excluded: false })
    if (c === cycles) break
    for (let d = 1; d <= length; d++) {
      const date = start.add({ days: d - 1 })
      const n = c * length + d
      const day: StoredDay = {
        date: date.toString(),
        temperature: {
          hundredths: (d < shiftDay ? 3635 : 3675) + wobble(n),
          time: '06:30',
          disturbed: false,
        },
      }
      if (d > 5) {
        day.mucus =
          d < peak - 4 || d > peak + 3
            ? { feeling: 'dry', appearance: 'nothing' }
            : d < peak - 2
              ? { feeling: 'moist', appearance: 'nothing' }
              : d < peak - 1 || d > peak
                ? { feeling: 'moist', appearance: 'creamy' }
                : { feeling: 'wet', appearance: 'eggWhite' }
      }
      if (d === peak - 1) day.lh = 'positive'
      days.push(day)
    }
  }
  return { periods, days }
}

/**
 * Writes a log into the device's database at its current version, replacing what was there, with
 * the stores the site's own schema names (`store-schema.ts`), never a copy of it, and the word the
 * store keeps beside a log with periods (`noteLogKept`), as a visitor's device has it on her next visit.
 */
export const seedSignsLog = (page: Page, log: { periods: StoredPeriod[]; days: StoredDay[] }) =>
  page.evaluate(
    ({ name, version, stores, kept, log }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name, version)
        open.onupgradeneeded = () => {
          const db = open.result
          for (const store of stores) {
            if (db.objectStoreNames.contains(store.name)) continue
            db.createObjectStore(store.name, 'keyPath' in store ? { keyPath: store.keyPath } : undefined)
          }
        }
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction(['periods', 'days'], 'readwrite')
          for (const period of log.periods) tx.objectStore('periods').put(period)
          for (const day of log.days) tx.objectStore('days').put(day)
          tx.oncomplete = () => {
            db.close()
            if (log.periods.length > 0) localStorage.setItem(kept, '1')
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { name: CYCLE_DB_NAME, version: DB_VERSION, stores: STORES, kept: LOG_KEPT_KEY, log },
  )

/**
 * What the device's database holds, read from the page: the periods and the days, oldest first;
 * none at all once the database is deleted (reading does not make it again).
 */
export const storedLog = (page: Page) =>
  page.evaluate(
    async (name) =>
      !(await indexedDB.databases()).some((database) => database.name === name)
        ? { periods: [], days: [] }
        : new Promise<{ periods: StoredPeriod[]; days: StoredDay[] }>((resolve, reject) => {
            const open = indexedDB.open(name)
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              const db = open.result
              const tx = db.transaction(['periods', 'days'], 'readonly')
              const periods = tx.objectStore('periods').getAll()
              const days = tx.objectStore('days').getAll()
              tx.oncomplete = () => {
                db.close()
                resolve({ periods: periods.result, days: days.result })
              }
              tx.onerror = () => reject(tx.error)
            }
          }),
    CYCLE_DB_NAME,
  )
