import { useState } from 'react'
import { useIntl } from 'react-intl'
import { EARLIEST_LOG_DATE, type LoggedPeriod } from '../../../core/calc/cycle-log.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'

interface PeriodEditorProps {
  period: LoggedPeriod
  today: string
  /** Why the last date could not be saved (the log machine's checks). */
  problem: MessageKey | null
  /** The new first day, and the last day or ''. */
  onSave: (to: string, end: string) => void
  onCancel: () => void
}

/** "Change the date" of one logged period, first and last day, in its row of the log (docs/product.md §2.10). */
export function PeriodEditor({ period, today, problem, onSave, onCancel }: PeriodEditorProps) {
  const intl = useIntl()
  const [value, setValue] = useState(period.start.toString())
  const [end, setEnd] = useState(period.end?.toString() ?? '')
  // Only this editor's own attempt: an answer to an earlier change is not about this date.
  const [tried, setTried] = useState(false)
  const shown = tried ? problem : null
  const id = `edit-${period.start}`
  return (
    <form
      className="period-editor"
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        onSave(value, end)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
    >
      <div className="field">
        <label htmlFor={id}>{intl.formatMessage({ id: 'cycles.log.start' })}</label>
        <input
          id={id}
          type="date"
          required
          min={EARLIEST_LOG_DATE}
          max={today}
          value={value}
          // The editor opens on the visitor's own press: the date is where their focus goes next.
          // biome-ignore lint/a11y/noAutofocus: opened by the visitor, not on page load.
          autoFocus
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={shown && shown !== 'cycles.invalidEnd' ? true : undefined}
          aria-describedby={shown ? `${id}-problem` : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-end`}>{intl.formatMessage({ id: 'cycles.addEndLabel' })}</label>
        <input
          id={`${id}-end`}
          type="date"
          min={value || undefined}
          max={today}
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          aria-invalid={shown === 'cycles.invalidEnd' ? true : undefined}
          aria-describedby={shown ? `${id}-problem` : undefined}
        />
      </div>
      <button type="submit" className="link-button">
        {intl.formatMessage({ id: 'cycles.log.editSave' })}
      </button>{' '}
      <button type="button" className="link-button" onClick={onCancel}>
        {intl.formatMessage({ id: 'cycles.log.editCancel' })}
      </button>
      {shown && (
        <p id={`${id}-problem`} role="alert" className="field-error">
          {intl.formatMessage({ id: shown })}
        </p>
      )}
    </form>
  )
}
