import { useIntl } from 'react-intl'
import { LUTEAL_PHASE } from '../../../core/calc/ovulation.ts'

interface LutealFieldProps {
  id: string
  value: string
  invalid?: boolean
  onChange: (value: string) => void
}

/** The luteal phase, 10–16 days (docs/product.md §9): the home calculator's option and My cycles' setting. */
export function LutealField({ id, value, invalid, onChange }: LutealFieldProps) {
  const intl = useIntl()
  const days = Array.from({ length: LUTEAL_PHASE.max - LUTEAL_PHASE.min + 1 }, (_, i) => LUTEAL_PHASE.min + i)
  return (
    <div className="field">
      <label htmlFor={id}>{intl.formatMessage({ id: 'cycles.luteal.label' })}</label>
      <select
        id={id}
        name="luteal"
        value={value}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {days.map((day) => (
          <option key={day} value={day}>
            {intl.formatNumber(day)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="hint">
        {intl.formatMessage({ id: 'cycles.luteal.hint' })}
      </p>
    </div>
  )
}
