import { useMachine } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { formatDate, type Temporal } from '../../../core/calc/temporal.ts'
import { LaterMessages } from '../later-messages.tsx'
import { deviceLogMachine } from './device-log.ts'

/**
 * The calculator's pre-fill reads the log through this module too: the home page then loads the
 * device log's code as one file, whichever it needs first, and no other page loads it at all.
 */
export { logPrefill } from './device-log.ts'

export interface SavePeriodProps {
  /** The period start to add. */
  start: Temporal.PlainDate
  today: string
  /** My cycles in this language. */
  logHref: string
  /** The visitor said it is not a new period: nothing was saved. */
  onCancel: () => void
}

/**
 * The calculator's "Save this period to My cycles" once pressed (docs/product.md §2.10): the same
 * log machine and checks as the My cycles page, so a duplicate, a start 1–14 days from another, a
 * full log or a browser that keeps nothing get the same answers there and here. (The browser's
 * answer about keeping the log is shown on My cycles, beside the link it suggests.) Loaded only when
 * pressed, with the answers' words (`contract.later`): a visitor who never saves loads none of it.
 */
export default function SavePeriod(props: SavePeriodProps) {
  return (
    <LaterMessages island="OvulationCalculator">
      <SaveAnswer {...props} />
    </LaterMessages>
  )
}

/** The log machine's answer to this one save. */
function SaveAnswer({ start, today, logHref, onCancel }: SavePeriodProps) {
  const intl = useIntl()
  const [state, send] = useMachine(deviceLogMachine, { input: { today } })
  const asked = useRef(false)
  const { context } = state

  useEffect(() => {
    if (asked.current || !state.matches('ready')) return
    asked.current = true
    send({ type: 'log.add', start: start.toString() })
  }, [state, send, start])

  const date = formatDate(start, intl.locale)
  const logLink = <a href={logHref}>{intl.formatMessage({ id: 'ovulation.openLog' })}</a>

  if (state.matches('unavailable'))
    return <p className="error-banner">{intl.formatMessage({ id: 'cycles.storage.unavailable' })}</p>
  if (state.matches('confirming'))
    return (
      <div role="alert" className="error-banner">
        <p>{intl.formatMessage({ id: 'cycles.confirm.question' }, { date })}</p>
        <button type="button" className="button" onClick={() => send({ type: 'log.confirm' })}>
          {intl.formatMessage({ id: 'cycles.confirm.yes' })}
        </button>{' '}
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            send({ type: 'log.cancel' })
            onCancel()
          }}
        >
          {intl.formatMessage({ id: 'cycles.confirm.no' })}
        </button>
      </div>
    )
  if (!state.matches('ready') || !asked.current)
    return <p role="status">{intl.formatMessage({ id: 'ovulation.saving' })}</p>
  if (context.problem && context.problem !== 'cycles.duplicate')
    return (
      <p role="alert" className="field-error">
        {intl.formatMessage({ id: context.problem })} {logLink}
      </p>
    )
  return (
    <p role="status">
      {intl.formatMessage(
        { id: context.problem === 'cycles.duplicate' ? 'cycles.duplicate' : 'ovulation.saved' },
        { date },
      )}{' '}
      {logLink}
    </p>
  )
}
