import { useIntl } from 'react-intl'
import { LUTEAL_PHASE, TYPED_CYCLE_LENGTH } from '../../../core/calc/ovulation.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import { LutealField } from './LutealField.tsx'

const LUTEAL_PROBLEMS: readonly MessageKey[] = ['ovulation.invalidLuteal', 'ovulation.lutealTooLong']
const IRREGULAR_PROBLEMS: readonly MessageKey[] = ['ovulation.irregularBoth', 'ovulation.invalidIrregular']
/** The problems of the fields in this part: the other fields are told apart by the calculator. */
export const OPTION_PROBLEMS: readonly MessageKey[] = [...LUTEAL_PROBLEMS, ...IRREGULAR_PROBLEMS]

interface OvulationOptionsProps {
  values: Record<string, string>
  problem: MessageKey | null
  onChange: (name: string, value: string) => void
}

/**
 * The home calculator's optional inputs (docs/product.md §9): the luteal phase, and the shortest and
 * longest cycle of the irregular mode. Folded away until used, so a visitor who needs neither sees
 * the calculator as before; open whenever one is set or wrong.
 */
export function OvulationOptions({ values, problem, onChange }: OvulationOptionsProps) {
  const intl = useIntl()
  const luteal = values.luteal || String(LUTEAL_PHASE.default)
  const used = Boolean(values.shortest || values.longest) || luteal !== String(LUTEAL_PHASE.default)
  const wrong = problem !== null && OPTION_PROBLEMS.includes(problem)
  const cycleInput = (name: 'shortest' | 'longest', label: MessageKey) => (
    <div className="field">
      <label htmlFor={name}>{intl.formatMessage({ id: label })}</label>
      <input
        id={name}
        name={name}
        type="number"
        inputMode="numeric"
        min={TYPED_CYCLE_LENGTH.min}
        max={TYPED_CYCLE_LENGTH.max}
        value={values[name] ?? ''}
        onChange={(event) => onChange(name, event.target.value)}
        aria-invalid={problem !== null && IRREGULAR_PROBLEMS.includes(problem) ? true : undefined}
      />
    </div>
  )
  return (
    <details className="calc-options" open={used || wrong || undefined}>
      <summary>{intl.formatMessage({ id: 'ovulation.moreOptions' })}</summary>
      <LutealField
        id="luteal"
        value={luteal}
        invalid={problem !== null && LUTEAL_PROBLEMS.includes(problem)}
        onChange={(value) => onChange('luteal', value)}
      />
      <fieldset aria-describedby="irregular-hint">
        <legend>{intl.formatMessage({ id: 'ovulation.irregularLegend' })}</legend>
        <p id="irregular-hint" className="hint">
          {intl.formatMessage({ id: 'ovulation.irregularHint' })}
        </p>
        <div className="field-pair">
          {cycleInput('shortest', 'ovulation.shortestLabel')}
          {cycleInput('longest', 'ovulation.longestLabel')}
        </div>
      </fieldset>
    </details>
  )
}
