import { useContext } from 'react'
import { useIntl } from 'react-intl'
import {
  developmentStepIndex,
  developmentSteps,
  developmentText,
  pastDueTitle,
} from '../../../core/calc/development.ts'
import { useIslandMachine } from '../../islands/use-island-machine.ts'
import { visualizerMachine } from '../../machines/visualizerMachine.ts'
import { ResultInPage } from './AfterFirstPaint.tsx'
import { BabyFigure } from './BabyFigure.tsx'

const STEPS_ID = 'visualizer-steps'

/**
 * Week 8 to 40 in nine steps: size, weight and a picture. It opens at the last step the completed
 * weeks have reached (a step says "28 weeks", which 27+6 has not), and its progress is the current
 * week / 40 (docs/product.md §9), whichever step is on screen; from 41 weeks, the heading of the
 * result's late-term or post-term note instead.
 *
 * Every step is in the page, the others hidden, so that Previous and Next answer at once before
 * the island has hydrated: the inline loader shows the neighbouring step (`data-turn`), and the
 * machine starts from the step on screen (issue 27).
 */
export function Visualizer({ currentWeek, completedWeeks }: { currentWeek: number; completedWeeks: number }) {
  const intl = useIntl()
  const inPage = useContext(ResultInPage)
  const [state, send] = useIslandMachine(visualizerMachine, ({ shownSteps }) => ({
    count: developmentSteps.length,
    // A step turned before hydration belongs to the result the page came with, not to a later one.
    index: (inPage ? shownSteps[STEPS_ID] : undefined) ?? developmentStepIndex(completedWeeks),
  }))
  const number = (value: number, unit: 'centimeter' | 'gram' | 'kilogram') =>
    intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 })
  const progress = Math.min(Math.max(currentWeek, 0), 40)
  const pastDue = pastDueTitle(completedWeeks)
  return (
    <section className="visualizer" aria-labelledby="visualizer-title">
      <h3 id="visualizer-title">{intl.formatMessage({ id: 'visualizer.title' })}</h3>
      <div id={STEPS_ID} data-steps aria-live="polite">
        {developmentSteps.map((step, i) => {
          const text = developmentText(step.week)
          const weight =
            step.grams >= 1000 ? number(step.grams / 1000, 'kilogram') : number(step.grams, 'gram')
          return (
            <div className="visualizer-body" key={step.week} hidden={i !== state.context.index}>
              <BabyFigure week={step.week} />
              <div>
                <p className="visualizer-week">
                  {intl.formatMessage({ id: 'calc.weeksLabel' }, { weeks: step.week })}
                </p>
                <h4>{intl.formatMessage({ id: text.title })}</h4>
                <p>{intl.formatMessage({ id: text.description })}</p>
                <p>
                  {intl.formatMessage({ id: 'visualizer.size' }, { size: number(step.cm, 'centimeter') })}
                </p>
                <p>{intl.formatMessage({ id: 'visualizer.weight' }, { weight })}</p>
              </div>
            </div>
          )
        })}
      </div>
      <progress max={40} value={progress} aria-label={intl.formatMessage({ id: 'visualizer.title' })} />
      <p className="hint">
        {pastDue
          ? intl.formatMessage({ id: pastDue })
          : intl.formatMessage(
              { id: 'visualizer.progress' },
              { percent: intl.formatNumber(progress / 40, { style: 'percent' }) },
            )}
      </p>
      <div className="visualizer-nav js-only">
        <button
          type="button"
          className="button secondary"
          data-turn="-1"
          aria-controls={STEPS_ID}
          disabled={state.matches('first')}
          onClick={() => send({ type: 'visualizer.previous' })}
        >
          {intl.formatMessage({ id: 'visualizer.previous' })}
        </button>
        <button
          type="button"
          className="button secondary"
          data-turn="1"
          aria-controls={STEPS_ID}
          disabled={state.matches('last')}
          onClick={() => send({ type: 'visualizer.next' })}
        >
          {intl.formatMessage({ id: 'visualizer.next' })}
        </button>
      </div>
    </section>
  )
}
