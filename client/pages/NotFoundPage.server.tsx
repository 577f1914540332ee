import { useIntl } from 'react-intl'
import { localizedPath } from '../../core/routes.ts'
import { Island } from '../components/Island.server.tsx'
import { Link } from '../components/Link.tsx'
import { useLocale } from '../i18n/use-locale.ts'
import NotFoundRedirect from '../islands/NotFoundRedirect.tsx'

/** 404: says so, links home, and takes the visitor to the home page of the path's language after 5 s. */
export default function NotFoundPage() {
  const intl = useIntl()
  const locale = useLocale()
  return (
    <article className="container page not-found">
      <p className="error-code" aria-hidden="true">
        {intl.formatMessage({ id: 'notFound.code' })}
      </p>
      <h1>{intl.formatMessage({ id: 'notFound.title' })}</h1>
      <p className="lead">{intl.formatMessage({ id: 'notFound.text' })}</p>
      <Island component={NotFoundRedirect} props={{ homePath: localizedPath(locale, '') }} />
      <Link to="" className="button">
        {intl.formatMessage({ id: 'notFound.home' })}
      </Link>
    </article>
  )
}
