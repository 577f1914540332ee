import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { ShareButton } from './ShareButton.tsx'

interface ResultActionsProps {
  shareTitle: string
  icsHref?: string
  /** A calculator's own way to keep the result (the ovulation calculator's "Save to My cycles"). */
  children?: ReactNode
}

/** Keep the result: calendar reminders where there are dates to remind of, share, bookmark. */
export function ResultActions({ shareTitle, icsHref, children }: ResultActionsProps) {
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
        {children}
        <ShareButton title={shareTitle} />
        <details className="bookmark">
          <summary>{intl.formatMessage({ id: 'actions.bookmark' })}</summary>
          <p>{intl.formatMessage({ id: 'actions.bookmarkHint' })}</p>
        </details>
      </div>
    </>
  )
}
