import { useIntl } from 'react-intl'
import { dueDate, dueDateInputOf } from '../../core/calc/due-date.ts'
import { pregnancyStage } from '../../core/calc/pregnancy-stage.ts'
import { pregnancyReading } from '../../core/calc/recommendations.ts'
import type { Temporal } from '../../core/calc/temporal.ts'
import { formatDate, parseIsoDate } from '../../core/calc/temporal.ts'
import { DUE_DATE_METHODS, type DueDateMethod, methodOf } from '../../core/calc/validate.ts'
import { dueDateForm, dueDateGuideRequest } from '../../core/calculators/due-date.ts'
import { formErrorMessages } from '../../core/errors.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import {
  DueDateMethodFields,
  dateFieldOf,
  ScanDatingNotes,
} from '../components/calculators/DueDateMethodFields.tsx'
import { FormWithExplainer } from '../components/calculators/FormWithExplainer.tsx'
import { CalculateRow } from '../components/calculators/fields.tsx'
import { GuidePrompt } from '../components/calculators/GuidePrompt.tsx'
import { LocalTermRow } from '../components/calculators/LocalTermRow.tsx'
import { PregnancyTimeNote, PregnancyTimeRows } from '../components/calculators/PregnancyTimeRows.tsx'
import { PregnancyWarnings } from '../components/calculators/PregnancyWarnings.tsx'
import { ResultActions } from '../components/calculators/ResultActions.tsx'
import { ResultLinks } from '../components/calculators/ResultLinks.tsx'
import { ResultPanel } from '../components/calculators/ResultPanel.tsx'
import { ResultRow } from '../components/calculators/ResultRow.tsx'
import { Timeline } from '../components/calculators/Timeline.tsx'
import { useLocale } from '../i18n/use-locale.ts'
import { island } from './contract.ts'
import { type CalculatorProps, useCalculator } from './use-calculator.ts'

/** The rule of each method, shown beside the form as that method is chosen. */
const formulas = Object.fromEntries(
  DUE_DATE_METHODS.map((mode) => [mode, `dueDate.formula.${mode}` as const]),
) as Record<DueDateMethod, MessageKey>

export const contract = island({
  hydrate: 'interaction',
  messages: [
    'dueDate',
    'calc',
    'term',
    'timeline',
    'pregnancyWarning',
    'actions',
    'signup',
    'form',
    ...formErrorMessages('guide'),
  ],
  pageNames: ['dueDateCalculator', 'pregnancyCalculator', 'twinsCalculator'],
  temporal: true,
})

/**
 * /due-date-calculator: from the last period (default), conception, an IVF transfer or a
 * dating scan; the result states its formula, the trimesters and a countdown.
 */
export default function DueDateCalculator(props: CalculatorProps) {
  const intl = useIntl()
  const locale = useLocale()
  const calc = useCalculator(props, dueDateForm.validate)
  const field = dateFieldOf[methodOf(calc.values)]
  const input = calc.submitted ? dueDateInputOf(calc.submitted, parseIsoDate) : null
  const result = calc.showResult && input && calc.today ? dueDate(input, calc.today) : null
  const date = (d: Temporal.PlainDate) => formatDate(d, locale)
  const daysLeft = result && calc.today ? calc.today.until(result.dueDate, { largestUnit: 'days' }).days : 0
  const progress = result ? Math.min(result.currentWeek, 40) / 40 : 0
  return (
    <section className="card calculator" aria-labelledby="due-date-calculator-title">
      <h2 id="due-date-calculator-title">{intl.formatMessage({ id: 'dueDateCalculator.h1' })}</h2>
      <FormWithExplainer rule={formulas}>
        <form method="get" action={calc.formAction} noValidate onSubmit={calc.submit} className="due-form">
          <DueDateMethodFields calc={calc} today={props.today} />
          <CalculateRow
            problem={calc.problem}
            ready={Boolean(calc.values[field.name])}
            label="dueDate.calculate"
          />
        </form>
      </FormWithExplainer>
      {result && input && (
        <ResultPanel resultKey={JSON.stringify(calc.submitted)} inPage={calc.resultInPage}>
          <h3>{intl.formatMessage({ id: 'calc.resultsTitle' })}</h3>
          <dl className="result-grid">
            <ResultRow label="calc.dueDate">{date(result.dueDate)}</ResultRow>
            <LocalTermRow start={result.start} />
            {result.time ? (
              <PregnancyTimeRows time={result.time} />
            ) : (
              <ResultRow label="calc.gestationalAge">
                {intl.formatMessage({ id: 'dueDate.notPregnant' })}
              </ResultRow>
            )}
            {pregnancyStage(result.time) !== 'notYet' && (
              <ResultRow label="calc.conception">{date(result.conceptionDate)}</ResultRow>
            )}
          </dl>
          {result.time && <PregnancyTimeNote time={result.time} />}
          <ScanDatingNotes input={input} result={result} />
          <PregnancyWarnings time={result.time} start={result.start} />
          {/* The label on its own line: no colon of ours, whose spacing differs by language. */}
          <p className="hint">
            <strong>{intl.formatMessage({ id: 'calc.formula' })}</strong>
            <br />
            {intl.formatMessage({ id: `dueDate.formula.${input.method}` })}
          </p>
          <h3>{intl.formatMessage({ id: 'dueDate.trimestersTitle' })}</h3>
          <ol className="trimesters">
            <li>
              <span>{intl.formatMessage({ id: 'dueDate.firstEnd' })}</span>{' '}
              <strong>{date(result.firstTrimesterEnd)}</strong>
            </li>
            <li>
              <span>{intl.formatMessage({ id: 'dueDate.secondEnd' })}</span>{' '}
              <strong>{date(result.secondTrimesterEnd)}</strong>
            </li>
            <li>
              <span>{intl.formatMessage({ id: 'dueDate.thirdEnd' })}</span>{' '}
              <strong>{date(result.thirdTrimesterEnd)}</strong>
            </li>
          </ol>
          <h3>{intl.formatMessage({ id: 'dueDate.countdownTitle' })}</h3>
          <p className="countdown">
            {daysLeft >= 0
              ? intl.formatMessage({ id: 'dueDate.countdown' }, { days: daysLeft })
              : intl.formatMessage({ id: 'dueDate.countdownPast' }, { days: -daysLeft })}
          </p>
          <progress
            max={1}
            value={progress}
            aria-label={intl.formatMessage({ id: 'dueDate.countdownTitle' })}
          />
          <p className="hint">
            {intl.formatMessage(
              { id: 'dueDate.progress' },
              { percent: intl.formatNumber(progress, { style: 'percent' }) },
            )}
          </p>
          <Timeline completedWeeks={result.time?.weeks ?? null} />
          <p className="hint">{intl.formatMessage({ id: 'calc.estimateNote' })}</p>
          <ResultActions shareTitle={intl.formatMessage({ id: 'dueDateCalculator.h1' })} />
          <ResultLinks title="calc.recommendedTitle" slugs={pregnancyReading('due-date-calculator')} />
          <GuidePrompt
            pending={calc.promptPending}
            variant="dueDateGuide"
            action={props.action}
            resultQuery={calc.submitted ?? {}}
            posted={props.guidePosted}
            offered={props.signupOffered}
            request={dueDateGuideRequest(input, result)}
          />
        </ResultPanel>
      )}
    </section>
  )
}
