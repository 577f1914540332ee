import { useSelector } from '@xstate/react'
import { lazy, memo, Suspense, useEffect, useMemo } from 'react'
import { createPortal } from 'react-dom'
import { useIntl } from 'react-intl'
import type { ActorRefFrom, EventFrom } from 'xstate'
import type { ReadingHabit } from '../../../core/calc/body-signs/day-draft.ts'
import { pregnancyFromLog } from '../../../core/calc/body-signs/pregnancy-test.ts'
import type { TemperatureUnit } from '../../../core/calc/body-signs/signs.ts'
import type { SignsSummary } from '../../../core/calc/body-signs/signs-summary.ts'
import { type LoggedPeriod, type SignsOvulation, signsParam } from '../../../core/calc/cycle-log.ts'
import { parseIsoDate, type Temporal } from '../../../core/calc/temporal.ts'
import { SignsLimits, SignsNeedScript } from '../../components/cycles/SignsLimits.tsx'
import { useHydrated } from '../../components/use-hydrated.ts'
import { useValueAfterPaint } from '../../components/use-value-after-paint.ts'
import type { daySignsMachine } from '../../machines/daySignsMachine.ts'
import type { myCyclesMachine } from '../../machines/myCyclesMachine.ts'
import { DaySignsForm } from './DaySignsForm.tsx'
import { useSlicedSummary } from './sliced-summary.ts'

const SignsReading = lazy(() => import('./SignsReading.tsx'))

export interface BodySignsProps {
  /** The days of signs: My cycles' part that holds them (`myCyclesMachine`'s child). */
  signs: ActorRefFrom<typeof daySignsMachine>
  /**
   * My cycles' owner, which takes the form's events on to the days, and hears what the signs say
   * (the luteal phase they taught, a pregnancy test that stands, the current ovulation) for the
   * predictions above.
   */
  send: (event: EventFrom<typeof myCyclesMachine>) => void
  /** The unit the form and the results use. */
  unit: TemperatureUnit
  /** The unit and time of the last reading, once read from the device. */
  habit: ReadingHabit | null
  today: string
  /** The device's periods (one array per stored log). */
  periods: readonly LoggedPeriod[]
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
  signs,
  send,
  unit,
  habit,
  today,
  periods,
  formSlot,
}: BodySignsProps) {
  const intl = useIntl()
  const hydrated = useHydrated()
  // The days' state is read here, not in MyCycles: a saved day re-renders this section, never the
  // log of 240 periods above it.
  const state = useSelector(signs, (snapshot) => snapshot)
  // A save's confirmation paints first; what 10,000 days say is read again in the background after it
  // (issue 51's budget: saving a day to the painted confirmation ≤ 150 ms with 240 cycles).
  const days = useValueAfterPaint(state.context.days)
  // Read in slices, so a log of 240 cycles never holds the page for a second (issue 60, item 7).
  const summary = useSlicedSummary(periods, days)
  const learned = summary?.learned.luteal ?? null
  const todayDate = useMemo(() => parseIsoDate(today) as Temporal.PlainDate, [today])
  const pregnancy = useMemo(
    () => (summary ? pregnancyFromLog(periods, days, todayDate, summary) : null),
    [periods, days, todayDate, summary],
  )
  const testedOn = pregnancy?.testedOn.toString() ?? null
  const current = summary && currentOvulation(summary)
  const currentKey = current && signsParam(current)
  // What the signs say, told to the predictions above whenever one of its parts changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ovulation is told again only when its dates change.
  useEffect(
    () => send({ type: 'signs.read', learned, pregnancy: testedOn, ovulation: current }),
    [learned, testedOn, currentKey, send],
  )
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
      onUnit={(chosen) => send({ type: 'settings.unit', unit: chosen })}
      habit={habit}
      onHabit={(kept) => send({ type: 'settings.habit', habit: kept })}
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
