import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import type { StoredPeriod } from '../../core/calc/cycle-log.ts'
import {
  canonical,
  type DeviceLog,
  logEdits,
  logOf,
  logValues,
  placeOf,
  storableValue,
} from '../../core/sync/log-records.ts'

/**
 * The device's log as sync records (decision 082): every period, day and setting under one key,
 * and the edits that take the replica's live values to the device's.
 */
const date = fc
  .integer({ min: 0, max: 60 })
  .map((i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10))

const period: fc.Arbitrary<StoredPeriod> = fc
  .record({ start: date, excluded: fc.boolean(), long: fc.boolean() })
  .map(({ start, excluded, long }) => (long ? { start, end: start, excluded } : { start, excluded }))

const day: fc.Arbitrary<StoredDay> = fc
  .record({ date, hundredths: fc.integer({ min: 3500, max: 3800 }), sex: fc.boolean() })
  .map(({ date, hundredths, sex }) => ({
    date,
    temperature: { hundredths, disturbed: false },
    ...(sex ? { sex } : {}),
  }))

const uniqueBy =
  <T>(key: (value: T) => string) =>
  (values: T[]) => [...new Map(values.map((value) => [key(value), value])).values()]

const log: fc.Arbitrary<DeviceLog> = fc
  .record({
    periods: fc.array(period, { maxLength: 8 }).map(uniqueBy((p) => p.start)),
    days: fc.array(day, { maxLength: 12 }).map(uniqueBy((d) => d.date)),
    resumed: fc.option(date, { nil: undefined }),
  })
  .map(({ periods, days, resumed }) => ({
    periods: [...periods].sort((a, b) => (a.start < b.start ? -1 : 1)),
    days: [...days].sort((a, b) => (a.date < b.date ? -1 : 1)),
    settings: new Map(resumed ? [['predictionsResumedFor', resumed] as const] : []),
  }))

/** The live values after applying edits, as a replica would. */
function applied(live: Map<string, unknown>, edits: { key: string; value: unknown }[]) {
  const next = new Map(live)
  for (const { key, value } of edits) {
    if (value === null) next.delete(key)
    else next.set(key, value)
  }
  return next
}

describe('log records: the log as keyed values and back', () => {
  it('a log becomes keyed values and comes back the same', () => {
    fc.assert(
      fc.property(log, (kept) => {
        const values = logValues(kept)
        expect(values.size).toBe(kept.periods.length + kept.days.length + kept.settings.size)
        expect(logOf(values)).toEqual(kept)
      }),
    )
  })

  it('the edits take the replica’s values to the device’s, and none are left after', () => {
    fc.assert(
      fc.property(log, log, (before, after) => {
        const live = logValues(before)
        const device = logValues(after)
        const edits = logEdits(live, device)
        expect(canonical([...applied(live, edits)].sort())).toBe(canonical([...device].sort()))
        expect(logEdits(applied(live, edits), device)).toEqual([])
        // Only what differs: a key kept the same on both is no edit.
        for (const { key } of edits) expect(canonical(live.get(key))).not.toBe(canonical(device.get(key)))
      }),
    )
  })

  it('the order of an object’s fields is no edit', () => {
    const live = new Map([['day:2026-11-01', { date: '2026-11-01', sex: true }]])
    const device = new Map([['day:2026-11-01', { sex: true, date: '2026-11-01' }]])
    expect(logEdits(live, device)).toEqual([])
  })

  it('a key this version does not know is kept in the replica, never deleted or written', () => {
    const live = new Map<string, unknown>([['mood:2026-11-01', 'calm']])
    expect(logEdits(live, new Map())).toEqual([])
    expect(placeOf('mood:2026-11-01')).toBeNull()
    expect(logOf(live)).toEqual({ periods: [], days: [], settings: new Map() })
  })

  it('a received value is stored only as what its key names', () => {
    expect(storableValue('period:2026-11-01', { start: '2026-11-02', excluded: false })).toBeNull()
    expect(storableValue('period:2026-11-01', { start: '2026-11-01', end: 'soon', excluded: 'yes' })).toEqual(
      {
        start: '2026-11-01',
        excluded: false,
      },
    )
    expect(storableValue('day:2026-11-01', { date: '2026-11-01', sex: true, html: '<b>' })).toEqual({
      date: '2026-11-01',
      sex: true,
    })
    expect(storableValue('day:2026-11-01', { date: '2026-11-03', sex: true })).toBeNull()
    expect(storableValue('setting:luteal', 12)).toBeNull()
    expect(storableValue('setting:readingHabit', { unit: 'C', time: '' })).toEqual({ unit: 'C', time: '' })
  })
})
