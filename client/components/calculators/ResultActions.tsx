import { useIntl } from 'react-intl'
import { ShareButton } from './ShareButton.tsx'

/** Keep the result: calendar reminders where there are dates to remind of, share, bookmark. */
export function ResultActions({ shareTitle, icsHref }: { shareTitle: string; icsHref?: string }) {
  const intl = useIntl()
  return (
    <>
      <h3>{intl.formatMessage({ id: 'actions.title' })}</h3>
      <div className="result-actions">
        {icsHref && (
          <a className="button secondary" href={icsHref} download="fertility-calendar.ics">
            {intl.formatMessage({ id: 'actions.reminder' })}
          </a>
        )}
        <ShareButton title={shareTitle} />
        <details className="bookmark">
          <summary>{intl.formatMessage({ id: 'actions.bookmark' })}</summary>
          <p>{intl.formatMessage({ id: 'actions.bookmarkHint' })}</p>
        </details>
      </div>
    </>
  )
}
