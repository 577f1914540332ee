import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { CYCLE_LENGTH } from '../../core/calc/ovulation.ts'
import { parseIsoDate } from '../../core/calc/temporal.ts'
import { ovulationOptions } from '../../core/calc/validate.ts'
import { ovulationForm, ovulationGuideRequest } from '../../core/calculators/ovulation.ts'
import { formErrorMessages } from '../../core/errors.ts'
import { AfterFirstPaint } from '../components/calculators/AfterFirstPaint.tsx'
import { FormWithExplainer } from '../components/calculators/FormWithExplainer.tsx'
import { CalculateRow, CycleField, DateField } from '../components/calculators/fields.tsx'
import { GuidePrompt } from '../components/calculators/GuidePrompt.tsx'
import { OPTION_PROBLEMS, OvulationOptions } from '../components/calculators/OvulationOptions.tsx'
import { OvulationResults } from '../components/calculators/OvulationResults.tsx'
import { ResultPanel } from '../components/calculators/ResultPanel.tsx'
import { island } from './contract.ts'
import { hasCycleLog } from './cycles/has-cycle-log.ts'
import { SavePeriodAction } from './cycles/SavePeriodAction.tsx'
import { InlineQuiz } from './quiz/InlineQuiz.tsx'
import { type CalculatorProps, useCalculator } from './use-calculator.ts'

export const contract = island({
  hydrate: 'interaction',
  // Not the whole `calc` namespace: its pregnancy phrases (weeks and days, trimesters) are long, and
  // the home page's HTML has a budget (bench/budgets.json).
  messages: [
    'ovulation',
    'cycleWarning',
    'calc.cycleLengthLabel',
    'calc.cycleHint',
    'calc.lastPeriodHint',
    'calc.futureDate',
    'calc.invalidDate',
    'calc.invalidCycle',
    'calc.tooOldCycle',
    'calc.missingFirst',
    'calc.decrease',
    'calc.increase',
    'calc.days',
    'calc.resultsTitle',
    'calc.estimateNote',
    'calc.recommendedTitle',
    'calc.explainerTitle',
    'cycles.luteal.label',
    'cycles.luteal.hint',
    'quiz.inline.start',
    'actions',
    // Only this calculator's guide of the sign-up variants.
    'signup.ovulationGuide',
    'signup.thanksTitle',
    'signup.thanks',
    'signup.delay',
    'signup.spamHint',
    'form',
    // Only a guide's sign-up sits in a calculator.
    ...formErrorMessages('guide'),
  ],
  pageNames: [
    'ovulateAfterPeriod',
    'cycleLength',
    'seeDoctor',
    'fertilityTips',
    'pregnancyCalculator',
    'dueDateCalculator',
  ],
  temporal: true,
  // Only once pressed: the quick quiz, and the log's answers to "Save this period to My cycles".
  later: [
    'quiz.inline',
    'quiz.ui',
    'cycles.confirm',
    'cycles.duplicate',
    'cycles.future',
    'cycles.full',
    'cycles.invalidDate',
    'cycles.saveFailed',
    'cycles.storage.unavailable',
  ],
})

/** The home page's ovulation calculator (docs/product.md §2, §4, §9). */
export default function OvulationCalculator(props: CalculatorProps) {
  const intl = useIntl()
  const calc = useCalculator(props, ovulationForm.validate)
  const lastPeriod = parseIsoDate(calc.submitted?.lmp)
  const cycle = Number(calc.submitted?.cycle)
  const { send } = calc
  const prefilled = calc.state.matches('editing') && calc.state.context.prefilled.length > 0

  // A returning visitor's own log fills in what they have not typed; a visitor without one loads nothing.
  // The log's code loads only if this browser has a log (docs/product.md §2.5); anything unreadable
  // fills in nothing.
  useEffect(() => {
    let live = true
    hasCycleLog()
      .then((has) =>
        has ? import('./cycles/SavePeriod.tsx').then((log) => log.logPrefill(props.today)) : null,
      )
      .then((values) => {
        if (live && values) send({ type: 'calc.prefill', values })
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [send, props.today])

  return (
    <section className="card calculator" aria-labelledby="ovulation-calculator-title">
      <h2 id="ovulation-calculator-title">{intl.formatMessage({ id: 'ovulation.title' })}</h2>
      <FormWithExplainer rule="ovulation.howText">
        <form method="get" action={calc.formAction} noValidate onSubmit={calc.submit}>
          <DateField
            name="lmp"
            label="ovulation.lastPeriodLabel"
            hint="calc.lastPeriodHint"
            value={calc.values.lmp ?? ''}
            max={calc.today?.toString() ?? props.today}
            invalid={
              calc.problem !== null &&
              calc.problem !== 'calc.invalidCycle' &&
              !OPTION_PROBLEMS.includes(calc.problem)
            }
            onChange={(value) => calc.change('lmp', value)}
            filledNote={prefilled ? intl.formatMessage({ id: 'ovulation.fromLog' }) : undefined}
          />
          <CycleField
            value={calc.values.cycle ?? ''}
            invalid={calc.problem === 'calc.invalidCycle'}
            onChange={(value) => calc.change('cycle', value)}
            onStep={(delta) => calc.send({ type: 'calc.step', name: 'cycle', delta, ...CYCLE_LENGTH })}
          />
          <OvulationOptions values={calc.values} problem={calc.problem} onChange={calc.change} />
          <CalculateRow
            problem={calc.problem}
            ready={Boolean(calc.values.lmp)}
            label="ovulation.calculateButton"
          />
        </form>
      </FormWithExplainer>
      <InlineQuiz hasResult={calc.showResult} />
      {calc.showResult && lastPeriod && calc.today && (
        <ResultPanel
          resultKey={new URLSearchParams(calc.submitted ?? {}).toString()}
          inPage={calc.resultInPage}
        >
          <OvulationResults
            lastPeriod={lastPeriod}
            cycleLength={cycle}
            today={calc.today}
            options={ovulationOptions(calc.submitted ?? {})}
            save={<SavePeriodAction start={lastPeriod} today={calc.today.toString()} />}
          />
          {/* The guide's sign-up form comes after the figures' frame, with the long parts. */}
          <AfterFirstPaint>
            <GuidePrompt
              pending={calc.promptPending}
              variant="ovulationGuide"
              action={props.action}
              resultQuery={calc.submitted ?? {}}
              posted={props.guidePosted}
              offered={props.signupOffered}
              request={ovulationGuideRequest(lastPeriod, cycle)}
            />
          </AfterFirstPaint>
        </ResultPanel>
      )}
    </section>
  )
}
