import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useIntl } from 'react-intl'
import type { ReadingHabit } from '../../calc/body-signs/day-draft.ts'
import { pregnancyFromLog } from '../../calc/body-signs/pregnancy-test.ts'
import type { TemperatureUnit } from '../../calc/body-signs/signs.ts'
import type { SignsSummary } from '../../calc/body-signs/signs-summary.ts'
import { type LoggedPeriod, type SignsOvulation, signsParam } from '../../calc/cycle-log.ts'
import { parseIsoDate, type Temporal } from '../../calc/temporal.ts'
import { SignsLimits, SignsNeedScript } from '../../components/cycles/SignsLimits.tsx'
import { useHydrated } from '../../components/use-hydrated.ts'
import { useValueAfterPaint } from '../../components/use-value-after-paint.ts'
import { useIslandMachine } from '../use-island-machine.ts'
import { loadReadingHabit, onOtherTabChange, saveReadingHabit } from './cycle-store.ts'
import { DaySignsForm } from './DaySignsForm.tsx'
import { deviceSignsMachine } from './device-log.ts'
import { useSlicedSummary } from './sliced-summary.ts'

const SignsReading = lazy(() => import('./SignsReading.tsx'))

export interface BodySignsProps {
  today: string
  /** The device's periods (one array per stored log). */
  periods: readonly LoggedPeriod[]
  /** Counts this tab's "Delete everything on this device": each one empties the days too. */
  erasures: number
  /** Counts this tab's imports written: each one's days are read again. */
  imports: number
  /** The luteal phase the signs teach, for the predictions above (called when it changes). */
  onLearned: (luteal: number) => void
  /** The positive pregnancy test that stands (its ISO date), or null: the predictions pause for it. */
  onPregnancy?: (testedOn: string | null) => void
  /** The current cycle's ovulation as its signs place it, or null: the predictions follow it. */
  onOvulation?: (signs: SignsOvulation | null) => void
  /**
   * Where the day's form goes instead of this section: the top of My cycles once a log exists, so
   * that today's entry is the first thing a charter meets each morning (issue 60, item 2); null
   * for here; undefined while that is not known yet (the log is loading), and the form waits.
   */
  formSlot?: HTMLElement | null
}

/**
 * "Body signs" in My cycles (issue 51): the day's form, then what the signs say: the learned luteal
 * phase, how the predictions fared, and one cycle at a time in words. The signs live only in this
 * device's log, so without JavaScript the section says so instead of a form that could keep nothing.
 */
export const BodySigns = memo(function BodySigns({
  today,
  periods,
  erasures,
  imports,
  onLearned,
  onPregnancy,
  onOvulation,
  formSlot,
}: BodySignsProps) {
  const intl = useIntl()
  const hydrated = useHydrated()
  // The days' machine lives here, not in MyCycles: a saved day re-renders this section, never the
  // log of 240 periods above it.
  const [state, send] = useIslandMachine(deviceSignsMachine, () => ({ today }))
  // The device's date as My cycles reads it, and the next one from its midnight.
  useEffect(() => send({ type: 'signs.today', today }), [today, send])
  useEffect(
    () =>
      onOtherTabChange((change) => send({ type: change === 'erased' ? 'signs.erased' : 'signs.changed' })),
    [send],
  )
  useOnCountChange(erasures, send, 'signs.erased')
  useOnCountChange(imports, send, 'signs.changed')
  // A save's confirmation paints first; what 10,000 days say is read again in the background after it
  // (issue 51's budget: saving a day to the painted confirmation ≤ 150 ms with 240 cycles).
  const days = useValueAfterPaint(state.context.days)
  // Read in slices, so a log of 240 cycles never holds the page for a second (issue 60, item 7).
  const summary = useSlicedSummary(periods, days)
  const learned = summary?.learned.luteal
  useEffect(() => {
    if (learned !== undefined) onLearned(learned)
  }, [learned, onLearned])
  const todayDate = useMemo(() => parseIsoDate(today) as Temporal.PlainDate, [today])
  const pregnancy = useMemo(
    () => (summary ? pregnancyFromLog(periods, days, todayDate, summary) : null),
    [periods, days, todayDate, summary],
  )
  const testedOn = pregnancy?.testedOn.toString() ?? null
  useEffect(() => onPregnancy?.(testedOn), [testedOn, onPregnancy])
  const current = summary && currentOvulation(summary)
  const currentKey = current && signsParam(current)
  // biome-ignore lint/correctness/useExhaustiveDependencies: told again only when its dates change.
  useEffect(() => onOvulation?.(current), [currentKey, onOvulation])
  const [unit, setUnit] = useState<TemperatureUnit>('C')
  const habit = useReadingHabit(setUnit)
  const form = (
    <DaySignsForm
      today={today}
      context={state.context}
      confirming={state.matches('confirming')}
      onSave={(draft) => send({ type: 'signs.save', draft })}
      onDelete={(date) => send({ type: 'signs.delete', date })}
      onConfirm={() => send({ type: 'signs.confirm' })}
      onCancel={() => send({ type: 'signs.cancel' })}
      onEdit={() => send({ type: 'signs.edit' })}
      onUnit={setUnit}
      habit={habit}
      onHabit={(kept) => void saveReadingHabit(kept).catch(() => {})}
    />
  )
  return (
    <section className="body-signs" aria-labelledby="body-signs-title">
      <h2 id="body-signs-title">{intl.formatMessage({ id: 'signs.section.title' })}</h2>
      <p>{intl.formatMessage({ id: 'signs.section.intro' })}</p>
      <SignsLimits />
      {!hydrated ? (
        <div className="no-js-only">
          <SignsNeedScript />
        </div>
      ) : state.matches('unavailable') ? // The log above already says the browser keeps no data here.
      null : (
        <>
          {formSlot ? createPortal(form, formSlot) : formSlot === null && form}
          {/* What the signs say: its code and words come once the days are read (issue 51). */}
          {summary && (
            <Suspense fallback={null}>
              <SignsReading summary={summary} unit={unit} pregnancy={pregnancy} today={todayDate} />
            </Suspense>
          )}
        </>
      )}
    </section>
  )
})

/**
 * The unit and time of the last reading, read once from the device; the results take its unit.
 * Unreadable, the form starts in °C with no time, as before.
 */
function useReadingHabit(onUnit: (unit: TemperatureUnit) => void): ReadingHabit | null {
  const [habit, setHabit] = useState<ReadingHabit | null>(null)
  useEffect(() => {
    let current = true
    loadReadingHabit().then(
      (kept) => {
        if (!current || !kept) return
        setHabit(kept)
        onUnit(kept.unit)
      },
      () => {},
    )
    return () => {
      current = false
    }
  }, [onUnit])
  return habit
}

/**
 * The current cycle's ovulation, when its signs have placed it (confirmed, or likely from an LH
 * test): the newest cycle with signs, if no period has come after it.
 */
function currentOvulation(summary: SignsSummary): SignsOvulation | null {
  const newest = summary.cycles[0]
  if (!newest || newest.cycle.next !== null) return null
  const { evidence } = newest
  if (evidence.kind !== 'confirmed' && evidence.kind !== 'likely') return null
  return {
    kind: evidence.kind,
    earliest: evidence.range.start,
    estimate: evidence.estimate,
    latest: evidence.range.end,
  }
}

/** Sends `type` each time `count` changes after the first render: the tab's own erase or import. */
function useOnCountChange(
  count: number,
  send: (event: { type: 'signs.erased' | 'signs.changed' }) => void,
  type: 'signs.erased' | 'signs.changed',
) {
  const seen = useRef(count)
  useEffect(() => {
    if (count === seen.current) return
    seen.current = count
    send({ type })
  }, [count, send, type])
}
