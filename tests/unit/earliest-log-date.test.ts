import { describe, expect, it } from 'vitest'
import { loggedPeriods } from '../../client/machines/cycleLogMachine.ts'
import { MAX_CHART_DAYS, signsChartModel } from '../../core/calc/body-signs/chart-days.ts'
import { signsCycles } from '../../core/calc/body-signs/cycle-days.ts'
import { emptyDraft, readDraft } from '../../core/calc/body-signs/day-draft.ts'
import { DRIP_HEADER, parseDripCsv } from '../../core/calc/body-signs/drip-csv.ts'
import { ovulationEvidence } from '../../core/calc/body-signs/ovulation-evidence.ts'
import { parseCycleFile } from '../../core/calc/cycle-file.ts'
import {
  EARLIEST_LOG_DATE,
  type LoggedPeriod,
  newPeriodProblem,
  parsePeriodsParam,
} from '../../core/calc/cycle-log.ts'
import { Temporal } from '../../core/calc/temporal.ts'

/**
 * No date before 1900 comes into a log, wherever it comes from, and no chart walks more than a
 * cycle's days (security review, medium 1: a 224-byte file with a start in year 1, or `0202-11-01`
 * typed for 2025, froze My cycles on every visit while the chart walked some 740,000 days).
 */
const today = Temporal.PlainDate.from('2026-11-25')
const d = (iso: string) => Temporal.PlainDate.from(iso)

/** The review's own file, byte for byte. */
const ANCIENT =
  '{"format":"fertilitycalc-cycles","version":2,"periods":[{"start":"0001-01-01","excluded":false}],"days":[{"date":"2026-11-27","temperature":{"hundredths":3650,"disturbed":false}}]}'

describe('a date before 1900', () => {
  it('is refused by the add form and the edit, the typed slip included', () => {
    expect(EARLIEST_LOG_DATE).toBe('1900-01-01')
    expect(newPeriodProblem([], d('0202-11-01'), today)).toBe('cycles.tooOld')
    expect(newPeriodProblem([], d('1899-12-31'), today)).toBe('cycles.tooOld')
    expect(newPeriodProblem([], d('1900-01-01'), today)).toBeNull()
  })

  it('refuses a link whole', () => {
    expect(parsePeriodsParam('2026-10-01,0001-01-01', today)).toEqual({ problem: 'cycles.tooOld' })
  })

  it('is a refused line of our file, the review’s file among them, and of a list of dates', () => {
    const file = parseCycleFile(ANCIENT, d('2026-11-28'))
    expect(file).not.toHaveProperty('problem')
    if ('problem' in file) return
    expect(file.periods).toEqual([])
    expect(file.rejected).toEqual([{ line: 1, problem: 'cycles.tooOld' }])
    const list = parseCycleFile('start\n0202-11-01\n2026-10-01\n', today)
    if ('problem' in list) throw new Error(list.problem)
    expect(list.periods.map((period) => period.start)).toEqual(['2026-10-01'])
    expect(list.rejected).toEqual([{ line: 2, problem: 'cycles.tooOld' }])
  })

  it("is a refused row of drip's CSV", () => {
    const row = (cells: Record<string, string>) => DRIP_HEADER.map((column) => cells[column] ?? '').join(',')
    const csv = [
      DRIP_HEADER.join(','),
      row({ date: '0001-01-01', 'bleeding.value': '2', 'bleeding.exclude': 'false' }),
      row({ date: '2026-11-01', 'bleeding.value': '2', 'bleeding.exclude': 'false' }),
    ].join('\n')
    const file = parseDripCsv(csv, today)
    if ('problem' in file) throw new Error(file.problem)
    expect(file.periods.map((period) => period.start)).toEqual(['2026-11-01'])
    expect(file.rejected).toEqual([{ line: 2, problem: 'cycles.tooOld' }])
  })

  it("is refused beside the signs form's date", () => {
    const draft = { ...emptyDraft('0202-11-28', 'C'), temperature: '36.5' }
    expect(readDraft(draft, today)).toEqual({ problem: 'cycles.tooOld', field: 'date' })
  })

  it('kept on the device by an older version, is left out of the log read from it', () => {
    expect(
      loggedPeriods([
        { start: '0001-01-01', excluded: false },
        { start: '2026-11-01', excluded: false },
      ]).map((period) => period.start.toString()),
    ).toEqual(['2026-11-01'])
  })
})

describe('a chart', () => {
  it(`draws at most ${MAX_CHART_DAYS} days of one cycle, however far apart its periods are`, () => {
    const periods: LoggedPeriod[] = [
      { start: d('1900-01-01'), excluded: false },
      { start: d('2026-11-01'), excluded: false },
    ]
    const [cycle] = signsCycles(periods, [
      { date: '1900-01-02', temperature: { hundredths: 3650, disturbed: false } },
    ])
    if (!cycle) throw new Error('no cycle')
    const model = signsChartModel(cycle, ovulationEvidence(cycle))
    expect(model.days).toHaveLength(MAX_CHART_DAYS)
    expect(model.days[0]?.date.toString()).toBe('1900-01-01')
  })
})
