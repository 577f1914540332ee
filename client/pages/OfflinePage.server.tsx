import { useIntl } from 'react-intl'
import type { RouteSlug } from '../../core/routes.ts'
import { Link } from '../components/Link.tsx'

/** What works without the network: the calculators, which compute on the device, and the log kept there. */
const offlineTools = [
  { to: '', label: 'nav.home' },
  { to: 'pregnancy-calculator', label: 'nav.pregnancyCalculator' },
  { to: 'due-date-calculator', label: 'nav.dueDateCalculator' },
  { to: 'my-cycles', label: 'nav.myCycles' },
] as const satisfies readonly { to: RouteSlug; label: string }[]

/**
 * The page the service worker answers with, in the visitor's language, when a page is neither
 * on the network nor saved on the device (issue 28). "Try again" is a link to the page the visitor
 * asked for: it works without script, and the worker answers it from the network once it is back.
 */
export default function OfflinePage() {
  const intl = useIntl()
  return (
    <article className="container page narrow">
      <h1>{intl.formatMessage({ id: 'offline.h1' })}</h1>
      <p className="lead">{intl.formatMessage({ id: 'offline.text' })}</p>
      <ul>
        {offlineTools.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{intl.formatMessage({ id: label })}</Link>
          </li>
        ))}
      </ul>
      <p>
        {/* biome-ignore lint/a11y/useValidAnchor: an empty URL is the document's own address (HTML's URL rules): the page the visitor asked for, which the worker answered with this one. */}
        <a href="" className="button">
          {intl.formatMessage({ id: 'offline.retry' })}
        </a>
      </p>
    </article>
  )
}
