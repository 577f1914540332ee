import { useIntl } from 'react-intl'
import type { PredictionHits as Hits } from '../../../core/calc/body-signs/prediction-hits.ts'
import { useDays } from './signs-words.ts'

/**
 * Where the predictions were against what happened (issue 51, item 3): how many of the last periods
 * began inside the predicted range and, so that a wide range cannot flatter it, how far on average
 * each began from the likeliest predicted day. Nothing until a period could be checked.
 */
export function PredictionHits({ hits }: { hits: Hits }) {
  const intl = useIntl()
  const { days } = useDays()
  if (hits.checked === 0) return null
  const distance =
    hits.periods.reduce((sum, check) => sum + Math.abs(check.daysFromLikeliest), 0) / hits.periods.length
  return (
    <p className="prediction-hits">
      {intl.formatMessage({ id: 'signs.hits.summary' }, { checked: hits.checked, inside: hits.inside })}{' '}
      {intl.formatMessage({ id: 'signs.hits.distance' }, { distance: days(distance, 1) })}
    </p>
  )
}
