import { useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import type { EventFrom, SnapshotFrom } from 'xstate'
import type { daySignsMachine } from '../../../machines/daySignsMachine.ts'
import { predictionHits } from '../../calc/body-signs/prediction-hits.ts'
import type { SignsSummary } from '../../calc/body-signs/signs-summary.ts'
import type { LoggedPeriod } from '../../calc/cycle-log.ts'
import { formatDate } from '../../calc/temporal.ts'
import { CycleReasoning } from '../../components/cycles/CycleReasoning.tsx'
import { LearnedLuteal } from '../../components/cycles/LearnedLuteal.tsx'
import { PredictionHits } from '../../components/cycles/PredictionHits.tsx'
import { SignsLimits, SignsNeedScript } from '../../components/cycles/SignsLimits.tsx'
import { useHydrated } from '../../components/use-hydrated.ts'
import { DaySignsForm } from './DaySignsForm.tsx'

type SignsSnapshot = SnapshotFrom<typeof daySignsMachine>
type SignsEvent = EventFrom<typeof daySignsMachine>

export interface BodySignsProps {
  today: string
  periods: readonly LoggedPeriod[]
  summary: SignsSummary
  state: SignsSnapshot
  send: (event: SignsEvent) => void
}

/**
 * "Body signs" in My cycles (issue 51): the day's form, then what the signs say: the learned luteal
 * phase, how the predictions fared, and one cycle at a time in words. The signs live only in this
 * device's log, so without JavaScript the section says so instead of a form that could keep nothing.
 */
export function BodySigns({ today, periods, summary, state, send }: BodySignsProps) {
  const intl = useIntl()
  const hydrated = useHydrated()
  const hits = useMemo(() => predictionHits(periods), [periods])
  /** The cycle shown, by its first day; the newest with signs until the visitor picks another. */
  const [chosen, setChosen] = useState<string | null>(null)
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
      ) : state.matches('unavailable') ? (
        <p className="error-banner">{intl.formatMessage({ id: 'cycles.storage.unavailable' })}</p>
      ) : (
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
          />
          <LearnedLuteal learned={summary.learned} />
          <PredictionHits hits={hits} />
          {shown && (
            <section className="signs-cycle" aria-labelledby="signs-cycle-title">
              <h3 id="signs-cycle-title">{intl.formatMessage({ id: 'signs.cycle.title' })}</h3>
              {summary.cycles.length > 1 && (
                <div className="field">
                  <label htmlFor="signs-cycle">{intl.formatMessage({ id: 'signs.cycle.choose' })}</label>
                  <select
                    id="signs-cycle"
                    value={shown.cycle.start.toString()}
                    onChange={(event) => setChosen(event.target.value)}
                  >
                    {summary.cycles.map(({ cycle }) => (
                      <option key={cycle.start.toString()} value={cycle.start.toString()}>
                        {intl.formatMessage(
                          { id: 'signs.cycle.from' },
                          { date: formatDate(cycle.start, intl.locale) },
                        )}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <CycleReasoning evidence={shown.evidence} unit="C" />
            </section>
          )}
        </>
      )}
    </section>
  )
}
