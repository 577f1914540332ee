import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { CYCLE_LENGTH } from '../../../core/calc/ovulation.ts'
import { parseIsoDate } from '../../../core/calc/temporal.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import { useHydrated } from '../use-hydrated.ts'

interface DateFieldProps {
  name: string
  label: MessageKey
  /** Shown while the field is empty: what to choose (docs/product.md §5). */
  hint: MessageKey
  value: string
  max: string
  invalid: boolean
  onChange: (value: string) => void
  /** Said in the hint's place once the field is filled (where the date came from). */
  filledNote?: ReactNode
  /** The field may stay empty (the scan method's last period). */
  optional?: boolean
}

/**
 * A calendar date a visitor picks: never after today, with its hint. The hint stays once the
 * date is filled, or gives its place to `filledNote`: nothing below the field moves as the
 * visitor picks a date, nor when the island hydrates with a date typed before it, and no blank
 * gap is left where a hidden hint kept its place (decision 042).
 */
export function DateField({
  name,
  label,
  hint,
  value,
  max,
  invalid,
  onChange,
  filledNote,
  optional,
}: DateFieldProps) {
  const intl = useIntl()
  const hintId = `${name}-hint`
  return (
    <div className="field">
      <label htmlFor={name}>{intl.formatMessage({ id: label })}</label>
      <input
        id={name}
        name={name}
        type="date"
        required={!optional}
        max={max}
        // A value that is not a calendar date stays out of the field; the reason shows below it.
        value={/^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={value && filledNote ? undefined : hintId}
        aria-invalid={invalid ? true : undefined}
      />
      {value && filledNote ? (
        <p className="hint" role="status">
          {filledNote}
        </p>
      ) : (
        <p id={hintId} className="hint">
          {intl.formatMessage({ id: hint })}
        </p>
      )}
    </div>
  )
}

interface CycleFieldProps {
  value: string
  invalid: boolean
  onChange: (value: string) => void
  onStep: (delta: number) => void
}

/**
 * Average cycle length: minus and plus clamp to 21–35; a typed value is kept as typed (docs/product.md §5).
 * Before the island hydrates, the inline loader steps the field itself (`data-step`), and the
 * island adopts the value.
 */
export function CycleField({ value, invalid, onChange, onStep }: CycleFieldProps) {
  const intl = useIntl()
  return (
    <div className="field">
      <label htmlFor="cycle">{intl.formatMessage({ id: 'calc.cycleLengthLabel' })}</label>
      <div className="stepper">
        <button
          type="button"
          className="step js-only"
          data-step="-1"
          aria-label={intl.formatMessage({ id: 'calc.decrease' })}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <input
          id="cycle"
          name="cycle"
          type="number"
          inputMode="numeric"
          min={CYCLE_LENGTH.min}
          max={CYCLE_LENGTH.max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby="cycle-hint"
          aria-invalid={invalid ? true : undefined}
        />
        <button
          type="button"
          className="step js-only"
          data-step="1"
          aria-label={intl.formatMessage({ id: 'calc.increase' })}
          onClick={() => onStep(1)}
        >
          +
        </button>
      </div>
      <p id="cycle-hint" className="hint">
        {intl.formatMessage({ id: 'calc.cycleHint' })}
      </p>
    </div>
  )
}

/** The reason the values cannot be calculated, and the Calculate button (inert until `ready`). */
export function CalculateRow({
  problem,
  ready,
  label,
}: {
  problem: MessageKey | null
  ready: boolean
  label: MessageKey
}) {
  const intl = useIntl()
  const hydrated = useHydrated()
  // A fixed id, not useId: the server renders this hint now, and an island's tree on the client
  // differs above it from the page's on the server, so useId would give the two sides different ids.
  const why = 'calculate-why'
  const inert = hydrated && !ready
  return (
    <>
      {problem && (
        <p className="field-error" role="alert">
          {intl.formatMessage({ id: problem })}
        </p>
      )}
      {/* Inert only with JavaScript, which then says why beside it; without it the server does. Its
          place is kept either way, so that nothing moves as the island hydrates or a date is typed. */}
      <div className="calculate-row">
        <button
          type="submit"
          className="button"
          aria-disabled={inert ? true : undefined}
          aria-describedby={inert ? why : undefined}
        >
          {intl.formatMessage({ id: label })}
        </button>
        <p id={why} className={inert ? 'hint' : 'hint reserved'} aria-hidden={inert ? undefined : true}>
          {intl.formatMessage({ id: 'calc.missingFirst' })}
        </p>
      </div>
    </>
  )
}
