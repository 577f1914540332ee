import { describe, expect, it } from 'vitest'
import { loggedPeriods } from '../../client/machines/cycleLogMachine.ts'
import { applied } from '../../client/machines/daySignsMachine.ts'
import { signsSummary } from '../../core/calc/body-signs/signs-summary.ts'
import { cleanDay, type StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import { signsLog } from '../e2e/signs-log.ts'

describe('cleanDay: only what a day may hold, whatever the store or a file holds', () => {
  it('keeps every valid sign exactly', () => {
    const day: StoredDay = {
      date: '2026-11-20',
      lh: 'positive',
      temperature: { hundredths: 3655, time: '06:30', disturbed: true },
      mucus: { feeling: 'wet', appearance: 'eggWhite', excluded: true },
      sex: true,
      pregnancyTest: 'negative',
    }
    expect(cleanDay(day)).toEqual(day)
  })

  it.each([
    [{ date: '2026-02-30', lh: 'positive' }, null],
    [{ date: '20261120', lh: 'positive' }, null],
    ['<script>', null],
    [null, null],
    [{ date: '2026-11-20', lh: 'maybe' }, { date: '2026-11-20' }],
    [{ date: '2026-11-20', temperature: { hundredths: 36.55 } }, { date: '2026-11-20' }],
    [{ date: '2026-11-20', temperature: { hundredths: 5000 } }, { date: '2026-11-20' }],
    [
      { date: '2026-11-20', temperature: { hundredths: 3655, time: '=1+1', disturbed: 'yes' } },
      { date: '2026-11-20', temperature: { hundredths: 3655, disturbed: false } },
    ],
    [{ date: '2026-11-20', mucus: { feeling: 'wet' } }, { date: '2026-11-20' }],
    [{ date: '2026-11-20', mucus: { feeling: 'wet', appearance: 'S+' } }, { date: '2026-11-20' }],
    [{ date: '2026-11-20', sex: 'true', pregnancyTest: 'positive\r\n' }, { date: '2026-11-20' }],
  ])('reads %j as %j', (record, day) => {
    expect(cleanDay(record)).toEqual(day)
  })
})

describe('a saved day among 10,000', () => {
  const log = signsLog({ today: '2026-11-25', cycles: 240, length: 42, shiftDay: 30 })
  const periods = loggedPeriods(log.periods)

  it('is put in its date’s place, once, and every other day keeps its object', () => {
    const changed = { ...(log.days[500] as StoredDay), lh: 'negative' as const }
    const after = applied(log.days, { kind: 'put', day: changed }, changed)
    expect(after).toHaveLength(log.days.length)
    expect(after[500]).toBe(changed)
    expect(after.filter((day, i) => i !== 500 && day !== log.days[i])).toEqual([])
    const added: StoredDay = { date: '2026-11-24', lh: 'positive' }
    const withNew = applied(after, { kind: 'put', day: added }, added)
    expect(withNew.at(-1)).toBe(added)
    expect(applied(withNew, { kind: 'delete', date: '2026-11-24' }, null)).toEqual(after)
  })

  it('is read again with its cycle only: every other cycle keeps what its signs said', () => {
    const before = signsSummary(periods, log.days)
    expect(before.cycles).toHaveLength(240)
    expect(before.cycles.every(({ evidence }) => evidence.kind === 'confirmed')).toBe(true)
    // 42-day cycles, the first higher reading on day 30: ovulation counted from day 29, the last low
    // day, to the next period on day 43 is 14 days.
    expect(before.learned).toMatchObject({ learned: true, luteal: 14, count: 12 })
    const changed = { ...(log.days[500] as StoredDay), sex: true }
    const after = signsSummary(periods, applied(log.days, { kind: 'put', day: changed }, changed))
    const same = after.cycles.filter(({ evidence }, i) => evidence === before.cycles[i]?.evidence)
    expect(same).toHaveLength(239)
  })
})
