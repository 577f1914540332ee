import { useMachine } from '@xstate/react'
import { useIntl } from 'react-intl'
import { visualizerMachine } from '../../../machines/visualizerMachine.ts'
import { developmentStepIndex, developmentSteps, developmentText } from '../../calc/development.ts'
import { BabyFigure } from './BabyFigure.tsx'

/**
 * Week 8 to 40 in nine steps: size, weight and a picture. It opens at the last step the completed
 * weeks have reached (a step says "28 weeks", which 27+6 has not), and its progress is the current
 * week / 40 (docs/product.md §9), whichever step is on screen.
 */
export function Visualizer({ currentWeek, completedWeeks }: { currentWeek: number; completedWeeks: number }) {
  const intl = useIntl()
  const [state, send] = useMachine(visualizerMachine, {
    input: { count: developmentSteps.length, index: developmentStepIndex(completedWeeks) },
  })
  const step = developmentSteps[state.context.index] ?? developmentSteps[0]
  const text = developmentText(step.week)
  const number = (value: number, unit: 'centimeter' | 'gram' | 'kilogram') =>
    intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 })
  const progress = Math.min(Math.max(currentWeek, 0), 40)
  const weight = step.grams >= 1000 ? number(step.grams / 1000, 'kilogram') : number(step.grams, 'gram')
  return (
    <section className="visualizer" aria-labelledby="visualizer-title">
      <h3 id="visualizer-title">{intl.formatMessage({ id: 'visualizer.title' })}</h3>
      <div className="visualizer-body" aria-live="polite">
        <BabyFigure week={step.week} />
        <div>
          <p className="visualizer-week">
            {intl.formatMessage({ id: 'calc.weeksLabel' }, { weeks: step.week })}
          </p>
          <h4>{intl.formatMessage({ id: text.title })}</h4>
          <p>{intl.formatMessage({ id: text.description })}</p>
          <p>{intl.formatMessage({ id: 'visualizer.size' }, { size: number(step.cm, 'centimeter') })}</p>
          <p>{intl.formatMessage({ id: 'visualizer.weight' }, { weight })}</p>
        </div>
      </div>
      <progress max={40} value={progress} aria-label={intl.formatMessage({ id: 'visualizer.title' })} />
      <p className="hint">
        {intl.formatMessage(
          { id: 'visualizer.progress' },
          { percent: intl.formatNumber(progress / 40, { style: 'percent' }) },
        )}
      </p>
      <div className="visualizer-nav js-only">
        <button
          type="button"
          className="button secondary"
          disabled={state.matches('first')}
          onClick={() => send({ type: 'visualizer.previous' })}
        >
          {intl.formatMessage({ id: 'visualizer.previous' })}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={state.matches('last')}
          onClick={() => send({ type: 'visualizer.next' })}
        >
          {intl.formatMessage({ id: 'visualizer.next' })}
        </button>
      </div>
    </section>
  )
}
