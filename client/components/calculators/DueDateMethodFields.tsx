import { useIntl } from 'react-intl'
import { type DueDateInput, type DueDateResult, EMBRYO_AGES } from '../../../core/calc/due-date.ts'
import { isCrownRumpAge } from '../../../core/calc/scan-dating.ts'
import { formatDate, type Temporal } from '../../../core/calc/temporal.ts'
import { DUE_DATE_METHODS, type DueDateMethod, methodOf } from '../../../core/calc/validate.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import { useLocale } from '../../i18n/use-locale.ts'
import { DateField } from './fields.tsx'

/*
 * The ways of dating a pregnancy, one set of fields for every calculator that offers them: the due
 * date calculator, and the twin calculator (twins are dated like one baby: decision 048).
 */

/** The date field each method asks for, with its label and its hint while empty. */
export const dateFieldOf = {
  lmp: { name: 'lmp', label: 'dueDate.lmpLabel', hint: 'calc.lastPeriodHint' },
  conception: { name: 'conception', label: 'dueDate.conceptionLabel', hint: 'calc.conceptionHint' },
  ivf: { name: 'transfer', label: 'dueDate.transferLabel', hint: 'dueDate.transferHint' },
  ultrasound: { name: 'scan', label: 'dueDate.scanLabel', hint: 'dueDate.scanHint' },
} as const satisfies Record<DueDateMethod, unknown>

/** What the fields read of a calculator island's state (`useCalculator`), and how they change it. */
export interface MethodFieldsCalculator {
  values: Readonly<Record<string, string>>
  problem: MessageKey | null
  today: Temporal.PlainDate | null
  change: (name: string, value: string) => void
}

/** The method chosen and every method's fields (CSS shows the checked one's: due-date.css). */
export function DueDateMethodFields({
  calc,
  today,
}: {
  calc: MethodFieldsCalculator
  /** The date the server rendered with, until the visitor's own is known. */
  today: string
}) {
  const intl = useIntl()
  const method = methodOf(calc.values)
  return (
    <>
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
              max={calc.today?.toString() ?? today}
              invalid={mode === method && calc.problem !== null && calc.problem !== 'dueDate.invalidScanLmp'}
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
                max={calc.today?.toString() ?? today}
                invalid={mode === method && calc.problem === 'dueDate.invalidScanLmp'}
                onChange={(value) => calc.change('scanLmp', value)}
              />
            )}
          </div>
        )
      })}
    </>
  )
}

/** What a scan's date means, and which date ACOG CO 700 kept when a last period was given too. */
export function ScanDatingNotes({ input, result }: { input: DueDateInput; result: DueDateResult }) {
  const intl = useIntl()
  const locale = useLocale()
  const date = (d: Temporal.PlainDate) => formatDate(d, locale)
  return (
    <>
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
    </>
  )
}
