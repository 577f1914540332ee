import { memo, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { predictionHits } from '../../calc/body-signs/prediction-hits.ts'
import type { TemperatureUnit } from '../../calc/body-signs/signs.ts'
import { type CycleEvidence, signsSummary } from '../../calc/body-signs/signs-summary.ts'
import type { LoggedPeriod } from '../../calc/cycle-log.ts'
import { formatDate } from '../../calc/temporal.ts'
import { CycleReasoning } from '../../components/cycles/CycleReasoning.tsx'
import { LearnedLuteal } from '../../components/cycles/LearnedLuteal.tsx'
import { PredictionHits } from '../../components/cycles/PredictionHits.tsx'
import { SignsCycleSheet } from '../../components/cycles/SignsCycleSheet.tsx'
import { SignsLimits, SignsNeedScript } from '../../components/cycles/SignsLimits.tsx'
import { useHydrated } from '../../components/use-hydrated.ts'
import { useIslandMachine } from '../use-island-machine.ts'
import { onOtherTabChange } from './cycle-store.ts'
import { DaySignsForm } from './DaySignsForm.tsx'
import { deviceSignsMachine } from './device-log.ts'

export interface BodySignsProps {
  today: string
  /** The device's periods (one array per stored log). */
  periods: readonly LoggedPeriod[]
  /** Counts this tab's "Delete everything on this device": each one empties the days too. */
  erasures: number
  /** The luteal phase the signs teach, for the predictions above (called when it changes). */
  onLearned: (luteal: number) => void
}

/**
 * "Body signs" in My cycles (issue 51): the day's form, then what the signs say: the learned luteal
 * phase, how the predictions fared, and one cycle at a time in words. The signs live only in this
 * device's log, so without JavaScript the section says so instead of a form that could keep nothing.
 */
export const BodySigns = memo(function BodySigns({ today, periods, erasures, onLearned }: BodySignsProps) {
  const intl = useIntl()
  const hydrated = useHydrated()
  // The days' machine lives here, not in MyCycles: a saved day re-renders this section, never the
  // log of 240 periods above it.
  const [state, send] = useIslandMachine(deviceSignsMachine, () => ({ today }))
  useEffect(
    () =>
      onOtherTabChange((change) => send({ type: change === 'erased' ? 'signs.erased' : 'signs.changed' })),
    [send],
  )
  const erased = useRef(erasures)
  useEffect(() => {
    if (erasures === erased.current) return
    erased.current = erasures
    send({ type: 'signs.erased' })
  }, [erasures, send])
  const summary = useMemo(() => signsSummary(periods, state.context.days), [periods, state.context.days])
  useEffect(() => onLearned(summary.learned.luteal), [summary.learned.luteal, onLearned])
  const hits = useMemo(() => predictionHits(periods), [periods])
  /** The cycle shown, by its first day; the newest with signs until the visitor picks another. */
  const [chosen, setChosen] = useState<string | null>(null)
  const [sheetOpen, setSheetOpen] = useState(false)
  const [unit, setUnit] = useState<TemperatureUnit>('C')
  const shown = summary.cycles.find(({ cycle }) => cycle.start.toString() === chosen) ?? summary.cycles[0]
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
          />
          <LearnedLuteal learned={summary.learned} />
          <PredictionHits hits={hits} />
          {shown && (
            <section className="signs-cycle signs-print" aria-labelledby="signs-cycle-title">
              <h3 id="signs-cycle-title">{intl.formatMessage({ id: 'signs.cycle.title' })}</h3>
              {summary.cycles.length > 1 && (
                <CyclePicker
                  cycles={summary.cycles}
                  value={shown.cycle.start.toString()}
                  onChange={setChosen}
                />
              )}
              <CycleReasoning evidence={shown.evidence} unit={unit} />
              <details
                className="signs-details"
                open={sheetOpen}
                onToggle={(event) => setSheetOpen(event.currentTarget.open)}
              >
                <summary className="no-print">{intl.formatMessage({ id: 'signs.cycle.sheet' })}</summary>
                {/* Drawn only once opened: a log of 240 cycles draws one chart, the one asked for. */}
                {sheetOpen && (
                  <>
                    <SignsCycleSheet cycle={shown.cycle} evidence={shown.evidence} unit={unit} />
                    <p>
                      <button type="button" className="button secondary" onClick={printCycle}>
                        {intl.formatMessage({ id: 'signs.cycle.print' })}
                      </button>
                    </p>
                  </>
                )}
              </details>
            </section>
          )}
        </>
      )}
    </section>
  )
})

/**
 * Prints the cycle shown, alone (signs-chart.css prints only `.signs-print` while the page is marked
 * so): the page made on the device, for a doctor; nothing is sent anywhere. The mark is removed once
 * the browser has printed, so the page prints as before afterwards.
 */
function printCycle() {
  const root = document.documentElement
  root.dataset.print = 'cycle'
  window.addEventListener('afterprint', () => delete root.dataset.print, { once: true })
  window.print()
}

/**
 * The cycle to show, by its first day. Drawn again only when the cycles change: a log of 240 cycles
 * writes 240 dates, which a save or an opened chart must not pay for again.
 */
const CyclePicker = memo(function CyclePicker({
  cycles,
  value,
  onChange,
}: {
  cycles: readonly CycleEvidence[]
  value: string
  onChange: (start: string) => void
}) {
  const intl = useIntl()
  // A save makes a new list of cycles; the options change only when the cycles' periods do.
  const drawn = useRef<{ periods: readonly LoggedPeriod[]; options: ReactNode[] } | null>(null)
  const periods = cycles.map(({ cycle }) => cycle.period)
  if (
    !drawn.current ||
    drawn.current.periods.length !== periods.length ||
    drawn.current.periods.some((period, i) => period !== periods[i])
  ) {
    const options = cycles.map(({ cycle }) => (
      <option key={cycle.start.toString()} value={cycle.start.toString()}>
        {intl.formatMessage({ id: 'signs.cycle.from' }, { date: formatDate(cycle.start, intl.locale) })}
      </option>
    ))
    drawn.current = { periods, options }
  }
  const { options } = drawn.current
  return (
    <div className="field no-print">
      <label htmlFor="signs-cycle">{intl.formatMessage({ id: 'signs.cycle.choose' })}</label>
      <select id="signs-cycle" value={value} onChange={(event) => onChange(event.target.value)}>
        {options}
      </select>
    </div>
  )
})
