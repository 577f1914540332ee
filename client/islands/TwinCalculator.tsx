import { useIntl } from 'react-intl'
import { pregnancyReading } from '../calc/recommendations.ts'
import { formatDate, parseIsoDate } from '../calc/temporal.ts'
import { twins } from '../calc/twins.ts'
import { validateTwins } from '../calc/validate.ts'
import { FormWithExplainer } from '../components/calculators/FormWithExplainer.tsx'
import { CalculateRow, DateField } from '../components/calculators/fields.tsx'
import { PregnancyTimeNote, PregnancyTimeRows } from '../components/calculators/PregnancyTimeRows.tsx'
import { PregnancyWarnings } from '../components/calculators/PregnancyWarnings.tsx'
import { ResultActions } from '../components/calculators/ResultActions.tsx'
import { ResultLinks } from '../components/calculators/ResultLinks.tsx'
import { ResultPanel } from '../components/calculators/ResultPanel.tsx'
import { ResultRow } from '../components/calculators/ResultRow.tsx'
import { TwinBirthWindows } from '../components/calculators/TwinBirthWindows.tsx'
import { useLocale } from '../i18n/use-locale.ts'
import { island } from './contract.ts'
import { type CalculatorProps, useCalculator } from './use-calculator.ts'

export const contract = island({
  hydrate: 'interaction',
  messages: ['twins', 'pregnancy.lmpLabel', 'calc', 'pregnancyWarning', 'actions'],
  pageNames: ['pregnancyCalculator', 'dueDateCalculator'],
  temporal: true,
})

/**
 * The twin due date calculator inside the twins article: the standard due date (last period + 280
 * days, as for one baby), the usual planned-birth windows by type of twins, and when to call now
 * (decision 048).
 */
export default function TwinCalculator(props: CalculatorProps) {
  const intl = useIntl()
  const locale = useLocale()
  const calc = useCalculator(props, validateTwins)
  const lastPeriod = parseIsoDate(calc.submitted?.lmp)
  const result = calc.showResult && lastPeriod && calc.today ? twins(lastPeriod, calc.today) : null
  return (
    <section className="card calculator" aria-labelledby="twin-calculator-title">
      <h2 id="twin-calculator-title">{intl.formatMessage({ id: 'twins.calculate' })}</h2>
      <FormWithExplainer rule="twins.formula">
        <form method="get" action={calc.formAction} noValidate onSubmit={calc.submit}>
          <DateField
            name="lmp"
            label="pregnancy.lmpLabel"
            hint="calc.lastPeriodHint"
            value={calc.values.lmp ?? ''}
            max={calc.today?.toString() ?? props.today}
            invalid={calc.problem !== null}
            onChange={(value) => calc.change('lmp', value)}
          />
          <CalculateRow problem={calc.problem} ready={Boolean(calc.values.lmp)} label="twins.calculate" />
        </form>
      </FormWithExplainer>
      {result && lastPeriod && (
        <ResultPanel resultKey={lastPeriod.toString()} inPage={calc.resultInPage}>
          <dl className="result-grid">
            <ResultRow label="twins.dueDate">{formatDate(result.dueDate, locale)}</ResultRow>
            {result.time && <PregnancyTimeRows time={result.time} />}
          </dl>
          {result.time && <PregnancyTimeNote time={result.time} />}
          <TwinBirthWindows windows={result.windows} />
          <PregnancyWarnings completedWeeks={result.time?.weeks ?? null} />
          <p className="hint">{intl.formatMessage({ id: 'calc.estimateNote' })}</p>
          <ResultActions shareTitle={intl.formatMessage({ id: 'twins.calculate' })} />
          <ResultLinks
            title="calc.recommendedTitle"
            slugs={pregnancyReading('pregnancy-calculator-for-twins')}
          />
        </ResultPanel>
      )}
    </section>
  )
}
