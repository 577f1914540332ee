import { useIntl } from 'react-intl'
import { pregnancyStage } from '../../../core/calc/pregnancy-stage.ts'
import { type PregnancyTime, pregnancyTimeText } from '../../../core/calc/pregnancy-time.ts'
import { ResultRow } from './ResultRow.tsx'

/**
 * "How far along" and "Week of pregnancy" as two result rows, in the words every calculator
 * shares, so that no page can show a week number that another page contradicts. From 42+0 the week
 * in progress is left out (no "45th week"): the result says what to do instead (PregnancyWarnings).
 */
export function PregnancyTimeRows({ time }: { time: PregnancyTime }) {
  const intl = useIntl()
  const text = pregnancyTimeText(intl.formatMessage, time)
  return (
    <>
      <ResultRow label="calc.gestationalAge">{text.age}</ResultRow>
      {pregnancyStage(time) !== 'postTerm' && <ResultRow label="calc.currentWeek">{text.week}</ResultRow>}
    </>
  )
}

/** The sentence that explains why the two numbers differ by one. */
export function PregnancyTimeNote({ time }: { time: PregnancyTime }) {
  const intl = useIntl()
  if (pregnancyStage(time) === 'postTerm') return null
  return <p className="hint">{pregnancyTimeText(intl.formatMessage, time).note}</p>
}
