import { useIntl } from 'react-intl'
import { formatDate, formatDateRange } from '../../../core/calc/temporal.ts'
import {
  type BirthDates,
  type BirthRange,
  guidelinesAgree,
  TWIN_BIRTH,
  TWIN_BIRTH_WINDOWS,
  TWIN_TYPES,
  type TwinResult,
} from '../../../core/calc/twins.ts'
import { useLocale } from '../../i18n/use-locale.ts'

/**
 * Beside the twin due date: the usual planned-birth window of each type of twins, from the one
 * table in core/calc/twins.ts (NICE NG137, ACOG CO 831), as weeks and the dates they fall on, and
 * what to do while the type is not known (decision 048). Where the country's college sets its own
 * windows (France: CNGOF, twins.ts TWIN_BIRTH), they come first, the others as comparison.
 */
export function TwinBirthWindows({
  windows,
  national,
}: {
  windows: TwinResult['windows']
  national: TwinResult['national']
}) {
  const intl = useIntl()
  const country = TWIN_BIRTH[useLocale()]
  const text = (range: BirthRange, dates: BirthDates) =>
    range.to && dates.to
      ? intl.formatMessage(
          { id: 'twins.range' },
          {
            fromWeeks: range.from.weeks,
            fromDays: range.from.days,
            toWeeks: range.to.weeks,
            toDays: range.to.days,
            range: formatDateRange(dates.from, dates.to, intl.locale),
          },
        )
      : intl.formatMessage(
          { id: 'twins.from' },
          { weeks: range.from.weeks, days: range.from.days, date: formatDate(dates.from, intl.locale) },
        )
  return (
    <section className="twin-windows" aria-labelledby="twin-windows-title">
      <h3 id="twin-windows-title">{intl.formatMessage({ id: 'twins.windowsTitle' })}</h3>
      <p className="hint">{intl.formatMessage({ id: 'twins.windowsIntro' })}</p>
      <ul>
        {TWIN_TYPES.map((type) => {
          const { nice, acog } = TWIN_BIRTH_WINDOWS[type]
          return (
            <li key={type}>
              <strong>{intl.formatMessage({ id: `twins.type.${type}` })}</strong>
              {country && national && (
                <p>
                  {intl.formatMessage(
                    { id: 'twins.byCngof' },
                    { window: text(country.windows[type], national[type]) },
                  )}
                </p>
              )}
              {guidelinesAgree(type) ? (
                <p>
                  {intl.formatMessage({ id: 'twins.byBoth' }, { window: text(nice, windows[type].nice) })}
                </p>
              ) : (
                <>
                  <p>
                    {intl.formatMessage({ id: 'twins.byNice' }, { window: text(nice, windows[type].nice) })}
                  </p>
                  <p>
                    {intl.formatMessage({ id: 'twins.byAcog' }, { window: text(acog, windows[type].acog) })}
                  </p>
                </>
              )}
            </li>
          )
        })}
        <li>
          <strong>{intl.formatMessage({ id: 'twins.type.unknown' })}</strong>
          <p>{intl.formatMessage({ id: 'twins.unknown' })}</p>
        </li>
      </ul>
      <p className="hint">{intl.formatMessage({ id: 'twins.note' })}</p>
    </section>
  )
}
