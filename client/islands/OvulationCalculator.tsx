import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { type CalculatorValues, calculatorMachine } from '../../machines/calculatorMachine.ts'
import { CYCLE_LENGTH } from '../calc/ovulation.ts'
import { localToday, parseIsoDate } from '../calc/temporal.ts'
import { validateOvulation } from '../calc/validate.ts'
import { OvulationResults } from '../components/calculators/OvulationResults.tsx'
import type { MessageKey } from '../i18n/messages.ts'
import { replaceQuery } from './browser.ts'
import SignupForm from './SignupForm.tsx'

export interface OvulationCalculatorProps {
  /** The date the server rendered with: the request's time zone, else UTC. */
  today: string
  values: CalculatorValues
  submitted: CalculatorValues | null
  /** Why the values in a shared link could not be calculated. */
  problem: MessageKey | null
  /** This page, where the form sends its GET without JavaScript. */
  action: string
}

/** The home page's ovulation calculator (SPEC §2, §4, §9). */
export default function OvulationCalculator({
  today,
  values,
  submitted,
  problem,
  action,
}: OvulationCalculatorProps) {
  const intl = useIntl()
  const [state, send] = useMachine(calculatorMachine, {
    input: { values, submitted, today, validate: validateOvulation },
  })
  const { context } = state
  const shown = context.problem ?? (state.matches('editing') && !context.submitted ? problem : null)

  // Hydrated with the server's date; then the visitor's own calendar date takes over.
  useEffect(() => {
    const local = localToday().toString()
    if (local !== today) send({ type: 'calc.today', today: local })
  }, [today, send])

  useEffect(() => {
    if (context.submitted && context.submitted !== submitted) replaceQuery(context.submitted)
  }, [context.submitted, submitted])

  const lastPeriod = parseIsoDate(context.submitted?.lmp)
  const current = parseIsoDate(context.today)
  const cycle = Number(context.submitted?.cycle)
  const hasDate = context.values.lmp !== ''
  const step = (delta: number) =>
    send({ type: 'calc.step', name: 'cycle', delta, min: CYCLE_LENGTH.min, max: CYCLE_LENGTH.max })

  return (
    <section className="card calculator" aria-labelledby="ovulation-calculator-title">
      <h2 id="ovulation-calculator-title">{intl.formatMessage({ id: 'home.calculatorTitle' })}</h2>
      <form
        method="get"
        action={action}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: 'calc.submit' })
        }}
      >
        <div className="field">
          <label htmlFor="lmp">{intl.formatMessage({ id: 'home.lastPeriodLabel' })}</label>
          <input
            id="lmp"
            name="lmp"
            type="date"
            required
            max={context.today}
            value={context.values.lmp ?? ''}
            onChange={(event) => send({ type: 'calc.change', name: 'lmp', value: event.target.value })}
            aria-describedby={hasDate ? undefined : 'lmp-hint'}
            aria-invalid={shown && shown !== 'calc.invalidCycle' ? true : undefined}
          />
          {!hasDate && (
            <p id="lmp-hint" className="hint">
              {intl.formatMessage({ id: 'calc.lastPeriodHint' })}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="cycle">{intl.formatMessage({ id: 'home.cycleLengthLabel' })}</label>
          <div className="stepper">
            <button
              type="button"
              className="step js-only"
              aria-label={intl.formatMessage({ id: 'calc.decrease' })}
              onClick={() => step(-1)}
            >
              −
            </button>
            <input
              id="cycle"
              name="cycle"
              type="number"
              inputMode="numeric"
              min={CYCLE_LENGTH.min}
              max={CYCLE_LENGTH.max}
              value={context.values.cycle ?? ''}
              onChange={(event) => send({ type: 'calc.change', name: 'cycle', value: event.target.value })}
              aria-describedby="cycle-hint"
              aria-invalid={shown === 'calc.invalidCycle' ? true : undefined}
            />
            <button
              type="button"
              className="step js-only"
              aria-label={intl.formatMessage({ id: 'calc.increase' })}
              onClick={() => step(1)}
            >
              +
            </button>
          </div>
          <p id="cycle-hint" className="hint">
            {intl.formatMessage({ id: 'calc.cycleHint' })}
          </p>
        </div>
        {shown && (
          <p className="field-error" role="alert">
            {intl.formatMessage({ id: shown })}
          </p>
        )}
        <button type="submit" className="button" aria-disabled={hasDate ? undefined : true}>
          {intl.formatMessage({ id: 'home.calculateButtonText' })}
        </button>
      </form>
      {state.matches('result') && lastPeriod && current && (
        <div className="result-panel" key={`${context.submitted?.lmp}-${cycle}`}>
          <OvulationResults lastPeriod={lastPeriod} cycleLength={cycle} today={current} />
          <div className="guide-prompt" data-pending={state.matches({ result: 'fresh' }) ? '' : undefined}>
            <SignupForm
              formId="calculator-guide"
              variant="ovulationGuide"
              request={{
                source: 'calculator_guide',
                cycleLength: cycle,
                lastPeriodDate: lastPeriod.toString(),
              }}
              action={`${action}?form=calculator-guide`}
              autoHide
            />
          </div>
        </div>
      )}
    </section>
  )
}
