import { useState } from 'react'
import { useIntl } from 'react-intl'
import { formatDate, type Temporal } from '../../calc/temporal.ts'
import type { MessageKey } from '../../i18n/messages.server.ts'

interface PeriodEditorProps {
  period: Temporal.PlainDate
  today: string
  /** Why the last date could not be saved (the log machine's checks). */
  problem: MessageKey | null
  onSave: (to: string) => void
  onCancel: () => void
}

/** "Change the date" of one logged period, in its row of the log (docs/product.md §2.10). */
export function PeriodEditor({ period, today, problem, onSave, onCancel }: PeriodEditorProps) {
  const intl = useIntl()
  const [value, setValue] = useState(period.toString())
  // Only this editor's own attempt: an answer to an earlier change is not about this date.
  const [tried, setTried] = useState(false)
  const shown = tried ? problem : null
  const id = `edit-${period}`
  return (
    <form
      className="period-editor"
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        onSave(value)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'cycles.log.editLabel' }, { date: formatDate(period, intl.locale) })}
      </label>
      <input
        id={id}
        type="date"
        required
        max={today}
        value={value}
        // The editor opens on the visitor's own press: the date is where their focus goes next.
        // biome-ignore lint/a11y/noAutofocus: opened by the visitor, not on page load.
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-problem` : undefined}
      />
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
