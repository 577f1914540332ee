import { useIntl } from 'react-intl'
import type { EventFrom, SnapshotFrom } from 'xstate'
import type { daySignsMachine } from '../../../machines/daySignsMachine.ts'
import type { LoggedPeriod } from '../../calc/cycle-log.ts'
import { useHydrated } from '../../components/use-hydrated.ts'
import { DaySignsForm } from './DaySignsForm.tsx'

type SignsSnapshot = SnapshotFrom<typeof daySignsMachine>
type SignsEvent = EventFrom<typeof daySignsMachine>

export interface BodySignsProps {
  today: string
  periods: readonly LoggedPeriod[]
  state: SignsSnapshot
  send: (event: SignsEvent) => void
}

/**
 * "Body signs" in My cycles (issue 51): the day's form, and what each cycle's signs say. The signs
 * live only in this device's log, so without JavaScript the section says so instead of a form that
 * could keep nothing.
 */
export function BodySigns({ today, state, send }: BodySignsProps) {
  const intl = useIntl()
  const hydrated = useHydrated()
  return (
    <section className="body-signs" aria-labelledby="body-signs-title">
      <h2 id="body-signs-title">{intl.formatMessage({ id: 'signs.section.title' })}</h2>
      <p>{intl.formatMessage({ id: 'signs.section.intro' })}</p>
      {!hydrated ? (
        <p className="hint no-js-only">{intl.formatMessage({ id: 'signs.section.noJs' })}</p>
      ) : state.matches('unavailable') ? (
        <p className="error-banner">{intl.formatMessage({ id: 'cycles.storage.unavailable' })}</p>
      ) : (
        <DaySignsForm
          today={today}
          context={state.context}
          confirming={state.matches('confirming')}
          onSave={(draft) => send({ type: 'signs.save', draft })}
          onDelete={(date) => send({ type: 'signs.delete', date })}
          onConfirm={() => send({ type: 'signs.confirm' })}
          onCancel={() => send({ type: 'signs.cancel' })}
          onEdit={() => send({ type: 'signs.edit' })}
        />
      )}
    </section>
  )
}
