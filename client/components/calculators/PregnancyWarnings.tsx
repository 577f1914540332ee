import { useIntl } from 'react-intl'
import { pregnancyWarningsAt } from '../../calc/pregnancy-warnings.ts'
import { Caution } from './Caution.tsx'

/**
 * "When to call now" beside a pregnancy result (issue 46, M3): the red flags of the current week
 * (client/calc/pregnancy-warnings.ts), whom to call, and the emergency line. In the result's first
 * part, so that a result sent without JavaScript has it too.
 */
export function PregnancyWarnings({ completedWeeks }: { completedWeeks: number | null }) {
  const intl = useIntl()
  return (
    <Caution lead={intl.formatMessage({ id: 'pregnancyWarning.lead' })}>
      <p>{intl.formatMessage({ id: 'pregnancyWarning.intro' })}</p>
      <ul>
        {pregnancyWarningsAt(completedWeeks).map((key) => (
          <li key={key}>{intl.formatMessage({ id: `pregnancyWarning.${key}` })}</li>
        ))}
      </ul>
      <p>{intl.formatMessage({ id: 'pregnancyWarning.emergency' })}</p>
    </Caution>
  )
}
