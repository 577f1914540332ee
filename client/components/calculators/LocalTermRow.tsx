import { useIntl } from 'react-intl'
import { localTermDate } from '../../../core/calc/conventions.ts'
import { formatDate, type Temporal } from '../../../core/calc/temporal.ts'

/**
 * Where the language's country sets the due date later than 40 weeks (France: 41 SA), that date
 * as a result row beside the 40-week one, and which of the two the maternity unit will use.
 */
export function LocalTermRow({ start }: { start: Temporal.PlainDate }) {
  const intl = useIntl()
  const term = localTermDate(intl.locale, start)
  if (!term) return null
  return (
    <div className="local-term">
      <dt>{intl.formatMessage({ id: 'term.local' })}</dt>
      <dd>{formatDate(term, intl.locale)}</dd>
      <dd className="hint">{intl.formatMessage({ id: 'term.localNote' })}</dd>
    </div>
  )
}
