import { useIntl } from 'react-intl'
import { Link } from './Link.tsx'

/** What a link from an e-mail did (confirmed, erased, stopped, refused), and the way home. */
export function LinkResult({ message }: { message: string }) {
  const intl = useIntl()
  return (
    <div className="card" role="status">
      <p>{message}</p>
      <Link to="" className="button">
        {intl.formatMessage({ id: 'notFound.home' })}
      </Link>
    </div>
  )
}
