import { type IntlShape, useIntl } from 'react-intl'
import type { MucusPeakResult } from '../../../core/calc/body-signs/mucus-peak.ts'
import {
  type DateRange,
  type LhTests,
  type OvulationEvidence,
  VERY_LIKELY_DAYS,
} from '../../../core/calc/body-signs/ovulation-evidence.ts'
import type { TemperatureUnit } from '../../../core/calc/body-signs/signs.ts'
import {
  SHIFT_RISE,
  type ShiftCandidate,
  type ShiftResult,
  type TemperatureShift,
} from '../../../core/calc/body-signs/temperature-shift.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { useSignsWords } from './signs-words.ts'

/**
 * What one cycle's signs say about ovulation, in sentences a person can check against their own
 * chart (issue 51, item 2): the rule that applied and its readings, or why the rules cannot tell
 * yet. The rules (`core/calc/body-signs/`) return data only; every result they can give is worded
 * here, and a result added to them fails to compile until it is (`unworded`).
 */
export function CycleReasoning({ evidence, unit }: { evidence: OvulationEvidence; unit: TemperatureUnit }) {
  const sentences = useReasoning(unit)(evidence)
  return (
    <div className="cycle-reasoning">
      {sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </div>
  )
}

/** A result the rules can give that has no words here: a compile error, never a silent gap. */
function unworded(result: never): never {
  throw new Error(`No words for ${JSON.stringify(result)}`)
}

/** Each day of a range, first to last. */
function daysOf(range: DateRange): Temporal.PlainDate[] {
  const days: Temporal.PlainDate[] = []
  for (let day = range.start; day.until(range.end).days >= 0; day = day.add({ days: 1 })) days.push(day)
  return days
}

function useReasoning(unit: TemperatureUnit) {
  const intl: IntlShape = useIntl()
  const words = useSignsWords(unit)
  const say = intl.formatMessage
  const threshold = words.difference(SHIFT_RISE)

  const duplicate = (date: Temporal.PlainDate) =>
    say({ id: 'signs.reason.duplicateDay' }, { date: words.date(date) })

  /** "Your temperature rose on …: …, above …, the highest of the six before." */
  const rose = (candidate: ShiftCandidate, readings: readonly { hundredths: number }[]) =>
    say(
      { id: 'signs.reason.shift.rose' },
      {
        date: words.date(candidate.firstHigher),
        readings: words.readings(readings.map((reading) => reading.hundredths)),
        coverline: words.temperature(candidate.coverline),
      },
    )

  /** The higher reading that fell back and was not counted (rule 3), if any. */
  const fallen = (candidate: ShiftCandidate) =>
    candidate.fallen
      ? [
          say(
            { id: 'signs.reason.shift.fallen' },
            {
              fallenDate: words.date(candidate.fallen.date),
              fallen: words.temperature(candidate.fallen.hundredths),
              coverline: words.temperature(candidate.coverline),
            },
          ),
        ]
      : []

  function confirmedShift(shift: TemperatureShift): string[] {
    const rise = words.difference(shift.thirdRise)
    switch (shift.rule) {
      case 'regular':
      case 'fallback':
        return [
          say(
            { id: 'signs.reason.shift.regular' },
            {
              date: words.date(shift.firstHigher),
              readings: words.readings(shift.higherReadings.slice(0, 3).map((reading) => reading.hundredths)),
              coverline: words.temperature(shift.coverline),
              rise,
            },
          ),
          ...fallen(shift),
        ]
      case 'fourthReading': {
        const fourth = shift.higherReadings[3]
        if (!fourth) throw new Error('The fourth reading rule without a fourth reading')
        return [
          rose(shift, shift.higherReadings.slice(0, 3)),
          say(
            { id: 'signs.reason.shift.fourth' },
            {
              rise,
              threshold,
              fourth: words.temperature(fourth.hundredths),
              fourthDate: words.date(fourth.date),
            },
          ),
        ]
      }
      default:
        return unworded(shift.rule)
    }
  }

  function temperature(result: ShiftResult): string[] {
    if (result.status === 'confirmed') return confirmedShift(result)
    if (result.status === 'invalid') return [duplicate(result.date)]
    switch (result.reason) {
      case 'tooFewReadings':
        return [
          say({ id: 'signs.reason.shift.tooFewReadings' }, { valid: result.valid, needed: result.needed }),
        ]
      case 'noRise':
        return [say({ id: 'signs.reason.shift.noRise' })]
      case 'notConfirmed':
        return [say({ id: 'signs.reason.shift.notConfirmed' }, { threshold })]
      case 'waiting': {
        const { candidate } = result
        const coverline = words.temperature(candidate.coverline)
        const awaiting = {
          2: 'signs.reason.shift.awaiting2',
          3: 'signs.reason.shift.awaiting3',
          4: 'signs.reason.shift.awaiting4',
        } as const
        return [
          rose(candidate, candidate.higherReadings),
          ...fallen(candidate),
          say({ id: awaiting[result.awaiting] }, { coverline, threshold }),
        ]
      }
      default:
        return unworded(result)
    }
  }

  function mucus(result: MucusPeakResult): string[] {
    if (result.status === 'confirmed')
      return [say({ id: 'signs.reason.mucus.peak' }, { date: words.date(result.peak) })]
    if (result.status === 'invalid') return [duplicate(result.date)]
    switch (result.reason) {
      case 'noObservations':
        return [say({ id: 'signs.reason.mucus.noObservations' })]
      case 'noMucusSign':
        return [say({ id: 'signs.reason.mucus.noMucusSign' })]
      case 'waiting':
        return [
          say(
            { id: 'signs.reason.mucus.waiting' },
            { date: words.date(result.peak), daysAfter: result.daysAfter },
          ),
        ]
      case 'missingDay':
        return [
          say(
            { id: 'signs.reason.mucus.missingDay' },
            { peak: words.date(result.peak), date: words.date(result.date) },
          ),
        ]
      default:
        return unworded(result)
    }
  }

  /**
   * "on November 12, 2026 or November 13, 2026", or the span written as one range when it is longer;
   * "very likely" up to 3 days, "probably" beyond (clinical review N3).
   */
  function ovulationDays(range: DateRange): string {
    const days = daysOf(range)
    if (days.length <= 2) return say({ id: 'signs.reason.confirmed.days' }, { dates: words.eitherDate(days) })
    const id =
      days.length <= VERY_LIKELY_DAYS ? 'signs.reason.confirmed.between' : 'signs.reason.confirmed.probably'
    return say({ id }, { range: words.dateRange(range) })
  }

  /** A positive test too early to be the surge, and several runs of positives (clinical review N4). */
  function lhNotes(lh: LhTests): string[] {
    return [
      ...(lh.early ? [say({ id: 'signs.reason.lhEarly' }, { date: words.date(lh.early) })] : []),
      ...(lh.runs > 1 ? [say({ id: 'signs.reason.lhSeveral' })] : []),
    ]
  }

  function lhPositive(date: Temporal.PlainDate | null): string[] {
    return date ? [say({ id: 'signs.reason.lhPositive' }, { date: words.date(date) })] : []
  }

  return (evidence: OvulationEvidence): string[] => {
    switch (evidence.kind) {
      case 'confirmed':
        return [
          ...confirmedShift(evidence.shift),
          ...mucus(evidence.peak),
          ...lhPositive(evidence.lhPositive),
          ...lhNotes(evidence.lh),
          ovulationDays(evidence.range),
        ]
      case 'undated':
        return [
          ...confirmedShift(evidence.temperature),
          ...mucus(evidence.mucus),
          ...lhPositive(evidence.lhPositive),
          ...lhNotes(evidence.lh),
          say({ id: 'signs.reason.undated' }),
        ]
      case 'likely':
        // The surge comes 24–36 hours before ovulation: Repropedia, "LH surge"; Leiva et al. 2017,
        // Front Public Health 5:320 (the sources of `LH_TO_OVULATION` in ovulation-evidence.ts).
        return [
          say(
            { id: 'signs.reason.likely' },
            { date: words.date(evidence.lhPositive), dates: words.eitherDate(daysOf(evidence.range)) },
          ),
          say({ id: 'signs.reason.likelyPending' }),
          ...temperature(evidence.temperature),
          ...mucus(evidence.mucus),
          ...lhNotes(evidence.lh),
        ]
      case 'noRise':
        return [
          evidence.lhPositive
            ? say({ id: 'signs.reason.noRise' }, { date: words.date(evidence.lhPositive) })
            : say({ id: 'signs.reason.noRiseInCycle' }),
          // "No rise yet" would contradict the sentence above in a cycle that has ended.
          ...(evidence.temperature.status === 'notYet' && evidence.temperature.reason === 'noRise'
            ? []
            : temperature(evidence.temperature)),
          ...mucus(evidence.mucus),
          ...lhNotes(evidence.lh),
        ]
      case 'none':
        return [
          say({ id: 'signs.reason.none' }),
          ...temperature(evidence.temperature),
          ...mucus(evidence.mucus),
          ...lhNotes(evidence.lh),
        ]
      case 'invalid':
        return [duplicate(evidence.date)]
      default:
        return unworded(evidence)
    }
  }
}
