import { lazy, Suspense } from 'react'
import { useIntl } from 'react-intl'
import type { ReadingHabit } from '../../../core/calc/body-signs/day-draft.ts'
import type { StoredDay } from '../../../core/calc/body-signs/stored-day.ts'
import type { LoggedPeriod } from '../../../core/calc/cycle-log.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { useSlicedSummary } from './sliced-summary.ts'

const SignsReading = lazy(() => import('./SignsReading.tsx'))

/**
 * What a shared log's body signs say, on the reader's device (issue 62, item 4): the current
 * window, the learned luteal phase and each cycle with its chart, read from the shared days as the
 * owner's own page reads hers, in the reader's language and the owner's unit. Nothing to change.
 */
export function SharedSigns(props: {
  periods: readonly LoggedPeriod[]
  days: readonly StoredDay[]
  habit: ReadingHabit | null
  today: Temporal.PlainDate
}) {
  const intl = useIntl()
  const summary = useSlicedSummary(props.periods, props.days)
  if (props.days.length === 0) return null
  return (
    <section className="body-signs" aria-labelledby="shared-signs-title">
      <h2 id="shared-signs-title">{intl.formatMessage({ id: 'signs.section.title' })}</h2>
      {summary && (
        <Suspense fallback={null}>
          <SignsReading
            summary={summary}
            unit={props.habit?.unit ?? 'C'}
            pregnancy={null}
            today={props.today}
          />
        </Suspense>
      )}
    </section>
  )
}
