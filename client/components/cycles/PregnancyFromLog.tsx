import { useIntl } from 'react-intl'
import type { PregnancyFromLog as Found } from '../../../core/calc/body-signs/pregnancy-test.ts'
import { dueDate } from '../../../core/calc/due-date.ts'
import { formatDate, formatDateRange, type Temporal } from '../../../core/calc/temporal.ts'
import { localizedPath } from '../../../core/routes.ts'
import { useLocale } from '../../i18n/use-locale.ts'

/**
 * The positive pregnancy test of the log, in words (issue 51, item 5): the due date from the
 * cycle's ovulation (due-date.ts, conception + 266 days), or, without one, from the last period,
 * which is less precise; a link to the due-date calculator with the same date, which shows the
 * pregnancy week by week; and what to do next. A home test is named as what it is, not a diagnosis;
 * no clinical advice beyond seeing a doctor or midwife is given.
 */
export function PregnancyFromLog({ found, today }: { found: Found; today: Temporal.PlainDate }) {
  const intl = useIntl()
  const locale = useLocale()
  const date = (value: Temporal.PlainDate) => formatDate(value, intl.locale)
  const calculator = localizedPath(locale, 'due-date-calculator')
  const { ovulation } = found
  const fromConception = (conception: Temporal.PlainDate) =>
    dueDate({ method: 'conception', conception }, today).dueDate
  const query = ovulation
    ? new URLSearchParams({ method: 'conception', conception: ovulation.estimate.toString() })
    : new URLSearchParams({ method: 'lmp', lmp: found.lastPeriod.toString() })
  return (
    <div className="pregnancy-from-log">
      <p>{intl.formatMessage({ id: 'signs.pregnancy.note.tested' }, { date: date(found.testedOn) })}</p>
      {ovulation ? (
        <p>
          {intl.formatMessage(
            {
              id:
                ovulation.kind === 'confirmed'
                  ? 'signs.pregnancy.note.dueConfirmed'
                  : 'signs.pregnancy.note.dueLikely',
            },
            { due: date(fromConception(ovulation.estimate)), ovulation: date(ovulation.estimate) },
          )}
          {!ovulation.range.start.equals(ovulation.range.end) &&
            ` ${intl.formatMessage(
              { id: 'signs.pregnancy.note.dueRange' },
              {
                range: formatDateRange(ovulation.range.start, ovulation.range.end, intl.locale),
                dueRange: formatDateRange(
                  fromConception(ovulation.range.start),
                  fromConception(ovulation.range.end),
                  intl.locale,
                ),
              },
            )}`}
        </p>
      ) : (
        <p>
          {intl.formatMessage(
            { id: 'signs.pregnancy.note.dueFromPeriod' },
            {
              due: date(dueDate({ method: 'lmp', lastPeriod: found.lastPeriod }, today).dueDate),
              period: date(found.lastPeriod),
            },
          )}
        </p>
      )}
      <p>
        <a href={`${calculator}?${query}`}>{intl.formatMessage({ id: 'signs.pregnancy.note.link' })}</a>
      </p>
      <p>{intl.formatMessage({ id: 'signs.pregnancy.note.next' })}</p>
    </div>
  )
}
