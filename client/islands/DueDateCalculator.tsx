import { useIntl } from 'react-intl'
import { dueDate, dueDateInputOf, EMBRYO_AGES } from '../calc/due-date.ts'
import { PREGNANCY_DAYS } from '../calc/pregnancy.ts'
import { pregnancyReading } from '../calc/recommendations.ts'
import { isCrownRumpAge } from '../calc/scan-dating.ts'
import type { Temporal } from '../calc/temporal.ts'
import { formatDate, parseIsoDate } from '../calc/temporal.ts'
import { DUE_DATE_METHODS, type DueDateMethod, methodOf, validateDueDate } from '../calc/validate.ts'
import { FormWithExplainer } from '../components/calculators/FormWithExplainer.tsx'
import { CalculateRow, DateField } from '../components/calculators/fields.tsx'
import { GuidePrompt } from '../components/calculators/GuidePrompt.tsx'
import { LocalTermRow } from '../components/calculators/LocalTermRow.tsx'
import { PregnancyTimeNote, PregnancyTimeRows } from '../components/calculators/PregnancyTimeRows.tsx'
import { PregnancyWarnings } from '../components/calculators/PregnancyWarnings.tsx'
import { ResultActions } from '../components/calculators/ResultActions.tsx'
import { ResultLinks } from '../components/calculators/ResultLinks.tsx'
import { ResultPanel } from '../components/calculators/ResultPanel.tsx'
import { ResultRow } from '../components/calculators/ResultRow.tsx'
import { Timeline } from '../components/calculators/Timeline.tsx'
import { formErrorMessages } from '../errors.ts'
import type { MessageKey } from '../i18n/messages.server.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { island } from './contract.ts'
import { type CalculatorProps, useCalculator } from './use-calculator.ts'

/** The date field each method asks for, with its label and its hint while empty. */
const dateFieldOf = {
  lmp: { name: 'lmp', label: 'dueDate.lmpLabel', hint: 'calc.lastPeriodHint' },
  conception: { name: 'conception', label: 'dueDate.conceptionLabel', hint: 'calc.conceptionHint' },
  ivf: { name: 'transfer', label: 'dueDate.transferLabel', hint: 'dueDate.transferHint' },
  ultrasound: { name: 'scan', label: 'dueDate.scanLabel', hint: 'dueDate.scanHint' },
} as const satisfies Record<DueDateMethod, unknown>

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
  const calc = useCalculator(props, validateDueDate)
  const method = methodOf(calc.values)
  const field = dateFieldOf[method]
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
          <fieldset className="modes">
            <legend>{intl.formatMessage({ id: 'dueDate.methodLegend' })}</legend>
            {DUE_DATE_METHODS.map((mode) => (
              <label key={mode} className="mode">
                <input
                  type="radio"
                  name="method"
                  value={mode}
                  checked={method === mode}
                  onChange={() => calc.change('method', mode)}
                />
                <span>{intl.formatMessage({ id: `dueDate.mode.${mode}` })}</span>
              </label>
            ))}
          </fieldset>
          {DUE_DATE_METHODS.map((mode) => {
            const modeField = dateFieldOf[mode]
            // Every method's fields are in the page; CSS shows the checked method's (due-date.css),
            // so a new method answers in the frame of the press, before and after hydration.
            return (
              <div key={mode} className="mode-fields" data-method={mode}>
                <DateField
                  name={modeField.name}
                  label={modeField.label}
                  hint={modeField.hint}
                  value={calc.values[modeField.name] ?? ''}
                  max={calc.today?.toString() ?? props.today}
                  invalid={
                    mode === method && calc.problem !== null && calc.problem !== 'dueDate.invalidScanLmp'
                  }
                  onChange={(value) => calc.change(modeField.name, value)}
                />
                {mode === 'ivf' && (
                  <div className="field">
                    <label htmlFor="embryoAge">{intl.formatMessage({ id: 'dueDate.embryoAgeLabel' })}</label>
                    <select
                      id="embryoAge"
                      name="embryoAge"
                      value={calc.values.embryoAge ?? '5'}
                      onChange={(event) => calc.change('embryoAge', event.target.value)}
                    >
                      {EMBRYO_AGES.map((age) => (
                        <option key={age} value={age}>
                          {intl.formatMessage({ id: 'dueDate.embryoAge' }, { days: age })}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                {mode === 'ultrasound' && (
                  <div className="field scan-age">
                    <label htmlFor="weeks">{intl.formatMessage({ id: 'dueDate.scanWeeksLabel' })}</label>
                    <input
                      id="weeks"
                      name="weeks"
                      type="number"
                      inputMode="numeric"
                      min={6}
                      max={20}
                      value={calc.values.weeks ?? ''}
                      onChange={(event) => calc.change('weeks', event.target.value)}
                    />
                    <label htmlFor="days">{intl.formatMessage({ id: 'dueDate.scanDaysLabel' })}</label>
                    <input
                      id="days"
                      name="days"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={6}
                      value={calc.values.days ?? ''}
                      onChange={(event) => calc.change('days', event.target.value)}
                    />
                  </div>
                )}
                {mode === 'ultrasound' && (
                  // With the last period too, ACOG CO 700 chooses between the two dates (decision 050).
                  <DateField
                    name="scanLmp"
                    label="dueDate.scanLmpLabel"
                    hint="dueDate.scanLmpHint"
                    optional
                    value={calc.values.scanLmp ?? ''}
                    max={calc.today?.toString() ?? props.today}
                    invalid={mode === method && calc.problem === 'dueDate.invalidScanLmp'}
                    onChange={(value) => calc.change('scanLmp', value)}
                  />
                )}
              </div>
            )
          })}
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
            <LocalTermRow start={result.dueDate.subtract({ days: PREGNANCY_DAYS })} />
            {result.time ? (
              <PregnancyTimeRows time={result.time} />
            ) : (
              <ResultRow label="calc.gestationalAge">
                {intl.formatMessage({ id: 'dueDate.notPregnant' })}
              </ResultRow>
            )}
            <ResultRow label="calc.conception">{date(result.conceptionDate)}</ResultRow>
          </dl>
          {result.time && <PregnancyTimeNote time={result.time} />}
          {input.method === 'ultrasound' && (
            <>
              <p className="hint">
                {intl.formatMessage({
                  id: isCrownRumpAge(input.weeks * 7 + input.days) ? 'dueDate.scanCrl' : 'dueDate.scanLater',
                })}
              </p>
              {result.scanDating && (
                <p className="hint">
                  {result.scanDating.kept === 'lmp'
                    ? intl.formatMessage(
                        { id: 'dueDate.scanKeptLmp' },
                        {
                          difference: result.scanDating.differenceDays,
                          threshold: result.scanDating.thresholdDays,
                        },
                      )
                    : intl.formatMessage(
                        { id: 'dueDate.scanKeptScan' },
                        {
                          difference: result.scanDating.differenceDays,
                          threshold: result.scanDating.thresholdDays,
                          lmpDue: date(result.scanDating.lmpDueDate),
                        },
                      )}
                </p>
              )}
              <p className="hint">{intl.formatMessage({ id: 'dueDate.scanFixed' })}</p>
            </>
          )}
          <PregnancyWarnings completedWeeks={result.time?.weeks ?? null} />
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
            // IVF and scan dates go as their equivalent last period (due − 280 days): the
            // server recomputes the same due date from it.
            request={{
              source: 'due_date_guide',
              calculationType: input.method === 'conception' ? 'conception' : 'lmp',
              lastPeriodDate:
                input.method === 'conception' ? null : result.dueDate.subtract({ days: 280 }).toString(),
              conceptionDate: input.method === 'conception' ? input.conception.toString() : null,
            }}
          />
        </ResultPanel>
      )}
    </section>
  )
}
