import { useIntl } from 'react-intl'
import { CYCLE_LENGTH } from '../../core/calc/ovulation.ts'
import { pregnancy } from '../../core/calc/pregnancy.ts'
import { pregnancyStage } from '../../core/calc/pregnancy-stage.ts'
import { pregnancyReading } from '../../core/calc/recommendations.ts'
import { formatDate, parseIsoDate } from '../../core/calc/temporal.ts'
import { pregnancyForm, pregnancyGuideRequest } from '../../core/calculators/pregnancy.ts'
import { formErrorMessages } from '../../core/errors.ts'
import { AfterFirstPaint } from '../components/calculators/AfterFirstPaint.tsx'
import { Caution } from '../components/calculators/Caution.tsx'
import { FormWithExplainer } from '../components/calculators/FormWithExplainer.tsx'
import { CalculateRow, CycleField, DateField } from '../components/calculators/fields.tsx'
import { GuidePrompt } from '../components/calculators/GuidePrompt.tsx'
import { LocalTermRow } from '../components/calculators/LocalTermRow.tsx'
import { PregnancyTimeNote, PregnancyTimeRows } from '../components/calculators/PregnancyTimeRows.tsx'
import { PregnancyWarnings } from '../components/calculators/PregnancyWarnings.tsx'
import { ResultActions } from '../components/calculators/ResultActions.tsx'
import { ResultLinks } from '../components/calculators/ResultLinks.tsx'
import { ResultPanel } from '../components/calculators/ResultPanel.tsx'
import { ResultRow } from '../components/calculators/ResultRow.tsx'
import { Timeline } from '../components/calculators/Timeline.tsx'
import { Visualizer } from '../components/calculators/Visualizer.tsx'
import { useLocale } from '../i18n/use-locale.ts'
import { island } from './contract.ts'
import { type CalculatorProps, useCalculator } from './use-calculator.ts'

export const contract = island({
  hydrate: 'interaction',
  messages: [
    'pregnancy',
    'calc',
    'term',
    'visualizer',
    'timeline',
    'pregnancyWarning',
    'actions',
    'signup',
    'form',
    ...formErrorMessages('guide'),
  ],
  pageNames: ['twinsCalculator', 'dueDateCalculator'],
  temporal: true,
})

/** /pregnancy-calculator: due date, current week, trimester, conception, development and milestones. */
export default function PregnancyCalculator(props: CalculatorProps) {
  const intl = useIntl()
  const locale = useLocale()
  const calc = useCalculator(props, pregnancyForm.validate)
  const lastPeriod = parseIsoDate(calc.submitted?.lmp)
  const cycle = Number(calc.submitted?.cycle)
  const result = calc.showResult && lastPeriod && calc.today ? pregnancy(lastPeriod, cycle, calc.today) : null
  return (
    <section className="card calculator" aria-labelledby="pregnancy-calculator-title">
      <h2 id="pregnancy-calculator-title">{intl.formatMessage({ id: 'pregnancy.formTitle' })}</h2>
      <FormWithExplainer rule="pregnancy.formula">
        <form method="get" action={calc.formAction} noValidate onSubmit={calc.submit}>
          <DateField
            name="lmp"
            label="pregnancy.lmpLabel"
            hint="calc.lastPeriodHint"
            value={calc.values.lmp ?? ''}
            max={calc.today?.toString() ?? props.today}
            invalid={calc.problem !== null && calc.problem !== 'calc.invalidCycle'}
            onChange={(value) => calc.change('lmp', value)}
          />
          <CycleField
            value={calc.values.cycle ?? ''}
            invalid={calc.problem === 'calc.invalidCycle'}
            onChange={(value) => calc.change('cycle', value)}
            onStep={(delta) => calc.send({ type: 'calc.step', name: 'cycle', delta, ...CYCLE_LENGTH })}
          />
          <CalculateRow problem={calc.problem} ready={Boolean(calc.values.lmp)} label="pregnancy.calculate" />
        </form>
      </FormWithExplainer>
      {result && lastPeriod && (
        <ResultPanel resultKey={`${lastPeriod}-${cycle}`} inPage={calc.resultInPage}>
          <h3>{intl.formatMessage({ id: 'calc.resultsTitle' })}</h3>
          <dl className="result-grid">
            <ResultRow label="calc.dueDate">{formatDate(result.dueDate, locale)}</ResultRow>
            <LocalTermRow start={lastPeriod} />
            {result.time && <PregnancyTimeRows time={result.time} />}
            {result.time && (
              <ResultRow label="calc.trimester">
                {intl.formatMessage({ id: 'calc.trimesterValue' }, { n: result.currentTrimester })}
              </ResultRow>
            )}
            {pregnancyStage(result.time) !== 'notYet' && (
              <ResultRow label="calc.conception">{formatDate(result.conceptionDate, locale)}</ResultRow>
            )}
          </dl>
          {result.cycleCaution && (
            <Caution lead={intl.formatMessage({ id: 'pregnancy.cycleCautionLead' })}>
              <p>
                {intl.formatMessage(
                  { id: 'pregnancy.cycleCaution' },
                  { length: cycle < CYCLE_LENGTH.min ? 'short' : 'long' },
                )}
              </p>
            </Caution>
          )}
          {result.time && <PregnancyTimeNote time={result.time} />}
          <PregnancyWarnings time={result.time} start={lastPeriod} cycleLength={cycle} />
          <p className="hint">{intl.formatMessage({ id: 'calc.estimateNote' })}</p>
          <ResultActions shareTitle={intl.formatMessage({ id: 'pregnancy.formTitle' })} />
          <AfterFirstPaint>
            <div className="pregnancy-details">
              <Visualizer currentWeek={result.currentWeek} completedWeeks={result.time?.weeks ?? 0} />
              <Timeline completedWeeks={result.time?.weeks ?? null} />
            </div>
            <ResultLinks title="calc.recommendedTitle" slugs={pregnancyReading('pregnancy-calculator')} />
            <GuidePrompt
              pending={calc.promptPending}
              variant="pregnancyGuide"
              action={props.action}
              resultQuery={calc.submitted ?? {}}
              posted={props.guidePosted}
              offered={props.signupOffered}
              request={pregnancyGuideRequest(lastPeriod, cycle)}
            />
          </AfterFirstPaint>
        </ResultPanel>
      )}
    </section>
  )
}
