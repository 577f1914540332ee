import { useIntl } from 'react-intl'
import { dueDate, dueDateInputOf } from '../../core/calc/due-date.ts'
import { pregnancyReading } from '../../core/calc/recommendations.ts'
import { formatDate, parseIsoDate } from '../../core/calc/temporal.ts'
import { twins } from '../../core/calc/twins.ts'
import { methodOf } from '../../core/calc/validate.ts'
import { twinsForm } from '../../core/calculators/twins.ts'
import {
  DueDateMethodFields,
  dateFieldOf,
  ScanDatingNotes,
} from '../components/calculators/DueDateMethodFields.tsx'
import { FormWithExplainer } from '../components/calculators/FormWithExplainer.tsx'
import { CalculateRow } from '../components/calculators/fields.tsx'
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
  messages: ['twins', 'dueDate', 'calc', 'pregnancyWarning', 'actions'],
  pageNames: ['pregnancyCalculator', 'dueDateCalculator'],
  temporal: true,
})

/**
 * The twin due date calculator inside the twins article: the standard due date, as for one baby,
 * from the last period, conception, an IVF transfer or a dating scan (the due date calculator's
 * methods and rules), the usual planned-birth windows by type of twins, and when to call now
 * (decision 048).
 */
export default function TwinCalculator(props: CalculatorProps) {
  const intl = useIntl()
  const locale = useLocale()
  const calc = useCalculator(props, twinsForm.validate)
  const input = calc.submitted ? dueDateInputOf(calc.submitted, parseIsoDate) : null
  const dated = calc.showResult && input && calc.today ? dueDate(input, calc.today) : null
  // The start the weeks and the planned-birth windows count from.
  const start = dated?.start
  const result = start && calc.today ? twins(start, calc.today, locale) : null
  return (
    <section className="card calculator" aria-labelledby="twin-calculator-title">
      <h2 id="twin-calculator-title">{intl.formatMessage({ id: 'twins.calculate' })}</h2>
      <FormWithExplainer rule="twins.formula">
        <form method="get" action={calc.formAction} noValidate onSubmit={calc.submit} className="due-form">
          <DueDateMethodFields calc={calc} today={props.today} />
          <CalculateRow
            problem={calc.problem}
            ready={Boolean(calc.values[dateFieldOf[methodOf(calc.values)].name])}
            label="twins.calculate"
          />
        </form>
      </FormWithExplainer>
      {result && input && dated && start && (
        <ResultPanel resultKey={JSON.stringify(calc.submitted)} inPage={calc.resultInPage}>
          <dl className="result-grid">
            <ResultRow label="twins.dueDate">{formatDate(result.dueDate, locale)}</ResultRow>
            {result.time && <PregnancyTimeRows time={result.time} />}
          </dl>
          {result.time && <PregnancyTimeNote time={result.time} />}
          <ScanDatingNotes input={input} result={dated} />
          <TwinBirthWindows windows={result.windows} national={result.national} />
          <PregnancyWarnings time={result.time} start={start} twins />
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
