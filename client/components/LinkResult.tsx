import { useIntl } from 'react-intl'
import { Link } from './Link.tsx'

/**
 * Why a link page refused a request before looking at the link, the same on every link page:
 * too many tries, storage down, posted from another site, or a body too large to read.
 */
export const linkRefusalMessage = {
  limited: 'errors.rateLimited',
  failed: 'errors.unavailable',
  forbidden: 'errors.forbiddenOrigin',
  tooLarge: 'links.tooLarge',
} as const

export type LinkRefusal = { step: keyof typeof linkRefusalMessage }

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
