import { useIntl } from 'react-intl'
import { type PregnancyTime, pregnancyTimeText } from '../../calc/pregnancy-time.ts'
import { ResultRow } from './ResultRow.tsx'

/**
 * "How far along" and "Week of pregnancy" as two result rows, in the words every calculator
 * shares, so that no page can show a week number that another page contradicts.
 */
export function PregnancyTimeRows({ time }: { time: PregnancyTime }) {
  const intl = useIntl()
  const text = pregnancyTimeText(intl.formatMessage, time)
  return (
    <>
      <ResultRow label="calc.gestationalAge">{text.age}</ResultRow>
      <ResultRow label="calc.currentWeek">{text.week}</ResultRow>
    </>
  )
}

/** The sentence that explains why the two numbers differ by one. */
export function PregnancyTimeNote({ time }: { time: PregnancyTime }) {
  const intl = useIntl()
  return <p className="hint">{pregnancyTimeText(intl.formatMessage, time).note}</p>
}
