import { memo, type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { PregnancyFromLog as Pregnancy } from '../../../core/calc/body-signs/pregnancy-test.ts'
import type { TemperatureUnit } from '../../../core/calc/body-signs/signs.ts'
import type { CycleEvidence, SignsSummary } from '../../../core/calc/body-signs/signs-summary.ts'
import type { LoggedPeriod } from '../../../core/calc/cycle-log.ts'
import { formatDate, type Temporal } from '../../../core/calc/temporal.ts'
import { afterNextPaint } from '../../after-next-paint.ts'
import { CurrentWindow } from '../../components/cycles/CurrentWindow.tsx'
import { CycleReasoning } from '../../components/cycles/CycleReasoning.tsx'
import { LearnedLuteal } from '../../components/cycles/LearnedLuteal.tsx'
import { PregnancyFromLog } from '../../components/cycles/PregnancyFromLog.tsx'
import { SignsCycleSheet } from '../../components/cycles/SignsCycleSheet.tsx'
import { LaterMessages } from '../later-messages.tsx'

export interface SignsReadingProps {
  summary: SignsSummary
  unit: TemperatureUnit
  /** The positive pregnancy test that stands, said first, right after the day's form (issue 51, item 5). */
  pregnancy: Pregnancy | null
  today: Temporal.PlainDate
}

/**
 * What the body signs say (issue 51, items 2–4): the current cycle's window from its signs, the
 * learned luteal phase, and one cycle at a time in words, with its chart
 * and table on demand. Loaded by BodySigns once the island runs, with its words (`contract.later`),
 * so the page carries neither.
 */
export const SignsReading = memo(function SignsReading(props: SignsReadingProps) {
  return (
    <LaterMessages island="MyCycles">
      <Reading {...props} />
    </LaterMessages>
  )
})

// Drawn again only when what it reads changes: a save renders the form first, the reading after.
export default SignsReading

function Reading({ summary, unit, pregnancy, today }: SignsReadingProps) {
  const intl = useIntl()
  /** The cycle shown, by its first day; the newest with signs until the visitor picks another. */
  const [chosen, setChosen] = useState<string | null>(null)
  // The shown cycle's chart and table are drawn in the background once the reading is on screen,
  // inside the closed <details>, which the browser neither styles nor lays out: opening it is the
  // browser's own toggle, with no render to wait for (issue 51's budget: one cycle's chart ≤ 100 ms).
  // One sheet only, the cycle shown: a log of 240 cycles never draws 240 charts.
  const sheetDrawn = useDeferredValue(true, false)
  const shown = summary.cycles.find(({ cycle }) => cycle.start.toString() === chosen) ?? summary.cycles[0]
  const details = useRef<HTMLDetailsElement>(null)
  // Once the drawn sheet is on screen (closed), its layout too is done in advance: see layOutClosed.
  // After every drawing, since any may change the sheet; where none did, laying out is a no-op.
  useEffect(() => (sheetDrawn ? afterNextPaint(() => layOutClosed(details.current)) : undefined))
  return (
    <>
      {pregnancy && <PregnancyFromLog found={pregnancy} today={today} />}
      <CurrentWindow cycles={summary.cycles} today={today} />
      <LearnedLuteal learned={summary.learned} />
      {shown && (
        <section className="signs-cycle signs-print" aria-labelledby="signs-cycle-title">
          <h3 id="signs-cycle-title">{intl.formatMessage({ id: 'signs.cycle.title' })}</h3>
          {summary.cycles.length > 1 && (
            <CyclePicker cycles={summary.cycles} value={shown.cycle.start.toString()} onChange={setChosen} />
          )}
          <CycleReasoning evidence={shown.evidence} unit={unit} />
          <details className="signs-details" ref={details}>
            <summary className="no-print">{intl.formatMessage({ id: 'signs.cycle.sheet' })}</summary>
            {sheetDrawn && (
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
  )
}

/**
 * Lays out a closed details' content now, while nothing waits for it: the content is shown to
 * layout for this one script turn, at no height (signs-chart.css, [data-laying-out]), and then
 * hidden again by the closed details' own content-visibility: hidden, which keeps the layout done.
 * Opening it is then the browser's toggle and a paint, not 600 elements styled and laid out.
 * Browsers without ::details-content lay out nothing here and open as before.
 */
function layOutClosed(details: HTMLDetailsElement | null) {
  if (!details || details.open) return
  details.dataset.layingOut = ''
  details.getBoundingClientRect()
  delete details.dataset.layingOut
}

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
