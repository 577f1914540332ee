import { describe, expect, it } from 'vitest'
import { learnedLutealPhase } from '../../core/calc/body-signs/luteal-phase.ts'
import { ovulationEvidence } from '../../core/calc/body-signs/ovulation-evidence.ts'
import { predictionHits } from '../../core/calc/body-signs/prediction-hits.ts'
import { type LoggedPeriod, predictCycles } from '../../core/calc/cycle-log.ts'
import { celsius, chart, cycleOf, d, EXAMPLE_TEMPS } from './support/body-signs-chart.ts'

/*
 * Issue 51: the double check, the LH test, the learned luteal phase and the prediction hits. The
 * cycles are built so that the temperature rises on 14 November (six lows from 8 November, coverline
 * 36.55 °C) and the mucus peak is moved around it.
 */

const TEMPS = EXAMPLE_TEMPS
/** Mucus from 8 November with its peak on `peakDay` (a November date), lower days after it. */
function mucusWithPeak(peakDay: number): string[] {
  return Array.from({ length: 14 }, (_, i) => {
    const day = 8 + i
    if (day < peakDay - 2) return 't'
    if (day < peakDay) return 'S'
    if (day === peakDay) return 'S+'
    return day === peakDay + 1 ? 'S' : 't'
  })
}
const iso = (date: { toString(): string }) => date.toString()

describe('ovulation evidence: the double check', () => {
  it("the issue's example: temperature from 14 November, mucus peak 12 November, ovulation 12 or 13 November", () => {
    const evidence = ovulationEvidence(cycleOf(chart('2026-11-08', TEMPS, mucusWithPeak(12))))
    if (evidence.kind !== 'confirmed') throw new Error(evidence.kind)
    const { shift, peak, range } = evidence
    // Everything the sentence needs is in the data.
    const sentence = `Your temperature rose on ${iso(shift.firstHigher)}: ${shift.higherReadings
      .map((r) => celsius(r.hundredths))
      .join(
        ', ',
      )} °C, above ${celsius(shift.coverline)} °C, the highest of the six before; the third is ${celsius(
      shift.thirdRise,
    )} °C higher. Mucus peak: ${iso(peak.peak)}. Ovulation very likely on ${iso(range.start)} or ${iso(range.end)}.`
    expect(sentence).toBe(
      'Your temperature rose on 2026-11-14: 36.75, 36.80, 36.85 °C, above 36.55 °C, the highest of the six before; ' +
        'the third is 0.30 °C higher. Mucus peak: 2026-11-12. Ovulation very likely on 2026-11-12 or 2026-11-13.',
    )
    expect(iso(evidence.estimate)).toBe('2026-11-13')
    expect(iso(evidence.confirmedOn)).toBe('2026-11-16')
    expect(evidence.lhPositive).toBeNull()
  })

  it('mucus peak 3 days before the shift: the range runs from the peak to the last low day', () => {
    const evidence = ovulationEvidence(cycleOf(chart('2026-11-08', TEMPS, mucusWithPeak(11))))
    expect(evidence.kind === 'confirmed' && [iso(evidence.range.start), iso(evidence.range.end)]).toEqual([
      '2026-11-11',
      '2026-11-13',
    ])
  })

  it('mucus peak 4 days before the shift: both rules met, ovulation not dated (clinical review N3)', () => {
    const evidence = ovulationEvidence(cycleOf(chart('2026-11-08', TEMPS, mucusWithPeak(10))))
    expect(evidence).toMatchObject({ kind: 'undated', mucus: { peak: d('2026-11-10') } })
    expect(evidence.kind === 'undated' && iso(evidence.confirmedOn)).toBe('2026-11-16')
  })

  it('mucus peak on the first higher day', () => {
    const evidence = ovulationEvidence(cycleOf(chart('2026-11-08', TEMPS, mucusWithPeak(14))))
    if (evidence.kind !== 'confirmed') throw new Error(evidence.kind)
    expect([iso(evidence.range.start), iso(evidence.range.end)]).toEqual(['2026-11-13', '2026-11-14'])
    expect(iso(evidence.confirmedOn)).toBe('2026-11-17')
  })

  it('mucus peak after the shift: confirmed only on peak + 3', () => {
    const evidence = ovulationEvidence(cycleOf(chart('2026-11-08', TEMPS, mucusWithPeak(16))))
    if (evidence.kind !== 'confirmed') throw new Error(evidence.kind)
    expect([iso(evidence.range.start), iso(evidence.range.end)]).toEqual(['2026-11-13', '2026-11-16'])
    expect(iso(evidence.confirmedOn)).toBe('2026-11-19')
    expect(iso(evidence.shift.confirmedOn)).toBe('2026-11-16')
  })

  it('mucus late in the cycle does not undo a completed double check', () => {
    const mucus = [...mucusWithPeak(12), 'S+', 'S+'] // 22 and 23 November
    const temps = [...TEMPS, '36.80', '36.80', '36.85', '36.80']
    const evidence = ovulationEvidence(cycleOf(chart('2026-11-08', temps, mucus)))
    expect(evidence.kind === 'confirmed' && iso(evidence.peak.peak)).toBe('2026-11-12')
  })

  it('better mucus between its peak and the shift moves the peak (the method re-reads mucus until both rules are met)', () => {
    // Peak S+ on 9 November confirmed on 12; new S+ on 13 November, before the shift is confirmed.
    const mucus = ['S', 'S+', 'f', 'f', 't', 'S+', 't', 't', 't', 't']
    const evidence = ovulationEvidence(cycleOf(chart('2026-11-08', TEMPS, mucus)))
    expect(evidence.kind === 'confirmed' && iso(evidence.peak.peak)).toBe('2026-11-13')
  })

  describe("the clinical review's cycles (N3): a peak far from the rise dates nothing", () => {
    // Cycle days 1–29 from 1 November; six lows, then higher readings from day 15 on.
    const temps = [
      ...['36.40', '36.45', '36.40', '36.45', '36.50', '36.45', '36.40', '36.45'],
      ...['36.50', '36.45', '36.50', '36.55', '36.45', '36.50'],
      ...Array.from({ length: 15 }, (_, i) => (i === 0 ? '36.70' : i === 1 ? '36.75' : '36.80')),
    ]
    const mucusOn = (marks: Record<number, string>) =>
      Array.from({ length: 29 }, (_, i) => marks[i + 1] ?? (i + 1 > 5 ? 't' : ''))
    const read = (mucus: string[]) =>
      ovulationEvidence(cycleOf(chart('2026-11-01', temps, mucus), { next: '2026-11-30' }))

    it('peak on day 13, day 14 not logged, a wet feeling on days 25–26: not "ovulation 14–26"', () => {
      const evidence = read(mucusOn({ 11: 'S', 12: 'S', 13: 'S+', 14: '', 25: 'S+', 26: 'S+' }))
      expect(evidence.kind).toBe('undated')
    })

    it('an early patch on day 6, dry to day 14: not "ovulation 6–14"', () => {
      expect(read(mucusOn({ 6: 'S+' })).kind).toBe('undated')
    })

    it('the typical cycle, peak on day 13 and the first higher reading on day 15: days 13–14', () => {
      const evidence = read(mucusOn({ 11: 'S', 12: 'S', 13: 'S+' }))
      if (evidence.kind !== 'confirmed') throw new Error(evidence.kind)
      expect([iso(evidence.range.start), iso(evidence.range.end)]).toEqual(['2026-11-13', '2026-11-14'])
    })
  })

  it('a shift without any mucus is not confirmed; it says why', () => {
    const evidence = ovulationEvidence(cycleOf(chart('2026-11-08', TEMPS)))
    expect(evidence).toMatchObject({
      kind: 'none',
      temperature: { status: 'confirmed' },
      mucus: { status: 'notYet', reason: 'noObservations' },
    })
  })
})

describe('ovulation evidence: the LH test', () => {
  it('a positive LH test without a shift: likely the day after or the day after that', () => {
    const days = chart('2026-11-08', TEMPS.slice(0, 7), mucusWithPeak(12).slice(0, 7), {
      '2026-11-10': 'negative',
      '2026-11-11': 'positive',
      '2026-11-12': 'positive',
    })
    const evidence = ovulationEvidence(cycleOf(days))
    if (evidence.kind !== 'likely') throw new Error(evidence.kind)
    expect(iso(evidence.lhPositive)).toBe('2026-11-11')
    expect([iso(evidence.range.start), iso(evidence.range.end)]).toEqual(['2026-11-12', '2026-11-13'])
    expect(iso(evidence.estimate)).toBe('2026-11-12')
    expect(evidence.temperature).toMatchObject({ status: 'notYet', reason: 'waiting', awaiting: 2 })
    expect(evidence.mucus).toMatchObject({ status: 'notYet', reason: 'waiting' })
  })

  it('the double check wins over the LH test, which stays in the data', () => {
    const days = chart('2026-11-08', TEMPS, mucusWithPeak(12), { '2026-11-11': 'positive' })
    const evidence = ovulationEvidence(cycleOf(days))
    expect(evidence.kind).toBe('confirmed')
    expect(evidence.kind === 'confirmed' && evidence.lhPositive && iso(evidence.lhPositive)).toBe(
      '2026-11-11',
    )
  })

  describe('which positive tests are read as the surge (clinical review N4)', () => {
    const lhOn = (
      tests: Record<string, 'positive' | 'negative'>,
      period: { end?: string; next?: string } = {},
    ) => ovulationEvidence(cycleOf(chart('2026-11-01', [], Array(25).fill('t'), tests), period))

    it('a positive test on cycle day 3 is not a surge; it is kept as too early', () => {
      expect(lhOn({ '2026-11-03': 'positive' })).toMatchObject({
        kind: 'none',
        lh: { early: d('2026-11-03'), runs: 1 },
      })
    })

    it('from cycle day 6 it is, unless the logged period lasts longer', () => {
      expect(lhOn({ '2026-11-06': 'positive' })).toMatchObject({
        kind: 'likely',
        lhPositive: d('2026-11-06'),
      })
      expect(lhOn({ '2026-11-06': 'positive' }, { end: '2026-11-07' })).toMatchObject({
        kind: 'none',
        lh: { early: d('2026-11-06') },
      })
      expect(lhOn({ '2026-11-08': 'positive' }, { end: '2026-11-07' }).kind).toBe('likely')
    })

    it('counts the runs of positive tests: consecutive days are one', () => {
      const tests = { '2026-11-10': 'positive', '2026-11-11': 'positive', '2026-11-12': 'negative' } as const
      expect(lhOn(tests)).toMatchObject({ kind: 'likely', lh: { early: null, runs: 1 } })
      expect(lhOn({ ...tests, '2026-11-20': 'positive' })).toMatchObject({
        kind: 'likely',
        lhPositive: d('2026-11-10'),
        lh: { runs: 2 },
      })
    })

    it('an ended cycle with readings after the test and no rise: ovulation may not have happened', () => {
      const flat = ['36.40', '36.45', '36.50', '36.55', '36.45', '36.50', '36.45', '36.50', '36.45']
      const days = chart('2026-11-08', flat, [], { '2026-11-11': 'positive' })
      expect(ovulationEvidence(cycleOf(days, { next: '2026-11-29' }))).toMatchObject({
        kind: 'noRise',
        lhPositive: d('2026-11-11'),
      })
      // While the cycle goes on, or with too few readings after the test, it stays likely.
      expect(ovulationEvidence(cycleOf(days)).kind).toBe('likely')
      const few = chart('2026-11-08', flat.slice(0, 5), [], { '2026-11-11': 'positive' })
      expect(ovulationEvidence(cycleOf(few, { next: '2026-11-29' })).kind).toBe('likely')
    })
  })

  it('an ended cycle whose last days were charted with no rise: ovulation may not have happened (issue 60, item 4)', () => {
    // Readings every day from 1 to 28 November, never a rise; the next period on 29 November.
    const flat = Array.from({ length: 28 }, (_, i) => (i % 2 ? '36.45' : '36.50'))
    expect(ovulationEvidence(cycleOf(chart('2026-11-01', flat), { next: '2026-11-29' }))).toMatchObject({
      kind: 'noRise',
      lhPositive: null,
    })
    // While the cycle goes on, nothing is said yet.
    expect(ovulationEvidence(cycleOf(chart('2026-11-01', flat))).kind).toBe('none')
    // Readings that stopped before the cycle's last 10 days (19–28 November) may have missed the
    // rise: two there are not enough, three are.
    const stopped = (last: number) => chart('2026-11-01', flat.slice(0, last))
    expect(ovulationEvidence(cycleOf(stopped(20), { next: '2026-11-29' })).kind).toBe('none')
    expect(ovulationEvidence(cycleOf(stopped(21), { next: '2026-11-29' })).kind).toBe('noRise')
    // Too few readings to compare with: not a cycle without a rise, only an unread one.
    const late = [...Array(18).fill(''), '36.45', '36.50', '36.45', '36.50', '36.45']
    expect(ovulationEvidence(cycleOf(chart('2026-11-01', late), { next: '2026-11-29' })).kind).toBe('none')
    // A confirmed rise is no such cycle, whatever the days after it.
    const risen = [...flat.slice(0, 12), ...Array(16).fill('36.90')]
    expect(ovulationEvidence(cycleOf(chart('2026-11-01', risen), { next: '2026-11-29' })).kind).not.toBe(
      'noRise',
    )
  })

  it('nothing at all, and a day logged twice', () => {
    expect(ovulationEvidence(cycleOf([]))).toEqual({
      kind: 'none',
      temperature: { status: 'notYet', reason: 'tooFewReadings', valid: 0, needed: 7 },
      mucus: { status: 'notYet', reason: 'noObservations' },
      lhPositive: null,
      lh: { early: null, runs: 0 },
    })
    const days = chart('2026-11-08', TEMPS)
    days.push({ date: d('2026-11-09'), lh: 'positive' })
    expect(ovulationEvidence(cycleOf(days))).toMatchObject({ kind: 'invalid', reason: 'duplicateDay' })
  })
})

describe('the learned luteal phase', () => {
  /** A confirmed cycle whose luteal phase (the days after ovulation, before the next period) is `luteal`. */
  const cycle = (ovulation: string, luteal: number) => ({
    ovulation: d(ovulation),
    nextPeriod: d(ovulation).add({ days: luteal + 1 }),
  })

  it('counts the days after ovulation, before the next period: ovulation on day 16 of 29 leaves 13 (review N5)', () => {
    const first = d('2026-01-01')
    const ovulation = first.add({ days: 15 })
    const nextPeriod = first.add({ days: 29 })
    expect(learnedLutealPhase([{ ovulation, nextPeriod }]).lengths).toEqual([13])
    // Ten higher days, days 15–24 of a 24-day cycle whose last low day is 14: short, flagged.
    const tenHigh = { ovulation: first.add({ days: 13 }), nextPeriod: first.add({ days: 24 }) }
    expect(learnedLutealPhase([tenHigh])).toMatchObject({ lengths: [10], shortLuteal: true })
  })

  it('keeps the default 14 until three confirmed cycles, and says how many more', () => {
    expect(learnedLutealPhase([])).toMatchObject({
      luteal: 14,
      learned: false,
      count: 0,
      needed: 3,
      mean: null,
    })
    expect(learnedLutealPhase([cycle('2026-01-14', 12), cycle('2026-02-11', 12)])).toMatchObject({
      luteal: 14,
      learned: false,
      needed: 1,
      mean: 12,
    })
  })

  it('learns the mean, with its spread; predictions count back one day more, to the ovulation day itself', () => {
    const learned = learnedLutealPhase([
      cycle('2026-01-14', 12),
      cycle('2026-02-11', 13),
      cycle('2026-03-12', 13),
    ])
    expect(learned).toMatchObject({
      luteal: 14,
      learned: true,
      clamped: false,
      count: 3,
      needed: 0,
      shortest: 12,
      longest: 13,
    })
    expect(learned.mean).toBeCloseTo(38 / 3, 10)
    expect(learned.lengths).toEqual([12, 13, 13])
  })

  it('flags a luteal phase of 10 days or fewer, and keeps predictions within 10–16', () => {
    const short = learnedLutealPhase([cycle('2026-01-14', 9), cycle('2026-02-11', 9), cycle('2026-03-12', 9)])
    expect(short).toMatchObject({
      luteal: 10,
      learned: true,
      clamped: false,
      shortCycles: 3,
      shortLuteal: true,
    })
    expect(learnedLutealPhase([cycle('2026-01-14', 10)])).toMatchObject({ shortLuteal: true, learned: false })
    expect(learnedLutealPhase([cycle('2026-01-14', 11)])).toMatchObject({ shortLuteal: false })
    expect(
      learnedLutealPhase([cycle('2026-01-14', 18), cycle('2026-02-11', 18), cycle('2026-03-12', 18)]),
    ).toMatchObject({ luteal: 16, clamped: true })
  })

  it('reads the last 12 cycles and drops impossible ones', () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      cycle(d('2025-01-14').add({ months: i }).toString(), i < 3 ? 9 : 13),
    )
    const impossible = [
      { ovulation: d('2026-06-01'), nextPeriod: d('2026-06-01') },
      { ovulation: d('2026-07-01'), nextPeriod: d('2026-07-02') },
    ]
    const learned = learnedLutealPhase([...many, ...impossible])
    expect(learned).toMatchObject({ count: 12, luteal: 14, shortLuteal: false })
  })
})

describe('prediction hits', () => {
  const log = (starts: string[], excluded: string[] = []): LoggedPeriod[] =>
    starts.map((start) => ({ start: d(start), excluded: excluded.includes(start) }))

  it('checks each of the last 6 periods against the prediction from the log before it', () => {
    const starts = [
      '2026-01-01',
      '2026-01-29',
      '2026-02-27',
      '2026-03-27',
      '2026-04-25',
      '2026-05-23',
      '2026-06-21',
      '2026-07-19',
      '2026-08-30',
    ]
    const hits = predictionHits(log(starts))
    expect(hits.checked).toBe(6)
    expect(hits.periods.map((p) => iso(p.start))).toEqual(starts.slice(3))
    // The last came 42 days after the one before, far past the longest cycle (29).
    expect(hits.inside).toBe(5)
    expect(hits.periods.at(-1)).toMatchObject({ inside: false })
    // The same range the page showed: `predictCycles` on the log before.
    const before = log(starts.slice(0, 8))
    expect(hits.periods.at(-1)?.predicted).toEqual(predictCycles(before, undefined, 1)[0]?.period)
    expect(hits.periods.at(-1)?.daysFromLikeliest).toBe(14)
  })

  it('needs two cycles before a period, and skips one ending a cycle left out', () => {
    expect(predictionHits(log(['2026-01-01', '2026-01-29', '2026-02-26']))).toEqual({
      checked: 0,
      inside: 0,
      periods: [],
    })
    expect(predictionHits(log(['2026-01-01', '2026-01-29', '2026-02-26', '2026-03-26'])).checked).toBe(1)
    const skipped = predictionHits(
      log(['2026-01-01', '2026-01-29', '2026-02-26', '2026-03-26', '2026-06-20'], ['2026-03-26']),
    )
    expect(skipped.periods.map((p) => iso(p.start))).toEqual(['2026-03-26'])
  })
})
