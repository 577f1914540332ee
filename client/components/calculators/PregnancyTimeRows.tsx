import { useIntl } from 'react-intl'
import { type PregnancyTime, pregnancyTimeText } from '../../calc/pregnancy-time.ts'

/**
 * "How far along" and "Week of pregnancy" as two result rows, in the words every calculator
 * shares, so that no page can show a week number that another page contradicts.
 */
export function PregnancyTimeRows({ time }: { time: PregnancyTime }) {
  const intl = useIntl()
  const text = pregnancyTimeText(intl.formatMessage, time)
  return (
    <>
      <div>
        <dt>{intl.formatMessage({ id: 'calc.gestationalAge' })}</dt>
        <dd>{text.age}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'calc.currentWeek' })}</dt>
        <dd>{text.week}</dd>
      </div>
    </>
  )
}

/** The sentence that explains why the two numbers differ by one. */
export function PregnancyTimeNote({ time }: { time: PregnancyTime }) {
  const intl = useIntl()
  return <p className="hint">{pregnancyTimeText(intl.formatMessage, time).note}</p>
}
