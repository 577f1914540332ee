import { useIntl } from 'react-intl'
import {
  CONCEPTION_DAYS,
  pastTwinWindows,
  pregnancyStage,
  testFrom,
} from '../../../core/calc/pregnancy-stage.ts'
import type { PregnancyTime } from '../../../core/calc/pregnancy-time.ts'
import { pregnancyWarningsAt } from '../../../core/calc/pregnancy-warnings.ts'
import { formatDate, type Temporal } from '../../../core/calc/temporal.ts'
import { useLocale } from '../../i18n/use-locale.ts'
import { Caution } from './Caution.tsx'

interface Props {
  /** How far along, or null before `start`. */
  time: PregnancyTime | null
  /** The first day of the last period, or its equivalent. */
  start: Temporal.PlainDate
  /** The cycle length the visitor gave, where the calculator asks for one. */
  cycleLength?: number
  /** The twin calculator: past its planned-birth windows it says so, in place of the singleton's 41 and 42 weeks. */
  twins?: boolean
}

/**
 * "When to call now" beside a pregnancy result (issue 46, M3): what the stage of the pregnancy asks
 * (core/calc/pregnancy-stage.ts: not yet a pregnancy, past 41 or 42 weeks, past the twins'
 * windows), then the red flags of the current week (core/calc/pregnancy-warnings.ts), whom to call,
 * and the emergency line. Before a pregnancy can be known there are no red flags to give, only when a
 * test can tell. In the result's first part, so that a result sent without JavaScript has it too.
 */
export function PregnancyWarnings({ time, start, cycleLength, twins = false }: Props) {
  const intl = useIntl()
  const locale = useLocale()
  const stage = pregnancyStage(time)
  if (stage === 'notYet') {
    return (
      <Caution lead={intl.formatMessage({ id: 'pregnancyWarning.notYetLead' })}>
        <p>
          {intl.formatMessage(
            { id: 'pregnancyWarning.notYet' },
            {
              conception: formatDate(start.add({ days: CONCEPTION_DAYS }), locale),
              testFrom: formatDate(testFrom(start, cycleLength), locale),
            },
          )}
        </p>
      </Caution>
    )
  }
  const notice = twins ? pastTwinWindows(time) && 'twinsPast' : stage !== 'ongoing' && stage
  return (
    <>
      {notice && (
        <Caution lead={intl.formatMessage({ id: `pregnancyWarning.${notice}Lead` })}>
          <p>{intl.formatMessage({ id: `pregnancyWarning.${notice}` })}</p>
        </Caution>
      )}
      <Caution lead={intl.formatMessage({ id: 'pregnancyWarning.lead' })}>
        <p>{intl.formatMessage({ id: 'pregnancyWarning.intro' })}</p>
        <ul>
          {pregnancyWarningsAt(time?.weeks ?? null).map((key) => (
            <li key={key}>{intl.formatMessage({ id: `pregnancyWarning.${key}` })}</li>
          ))}
        </ul>
        <p>{intl.formatMessage({ id: 'pregnancyWarning.emergency' })}</p>
      </Caution>
    </>
  )
}
