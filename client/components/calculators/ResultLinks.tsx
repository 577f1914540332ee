import { useIntl } from 'react-intl'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import { findRoute, type RouteSlug } from '../../../core/routes.ts'
import { Link } from '../Link.tsx'

/** A titled list of links to pages of the site, by slug, each named by its page's heading. */
export function ResultLinks({
  title,
  slugs,
  headingLevel = 3,
}: {
  title: MessageKey
  slugs: readonly RouteSlug[]
  headingLevel?: 2 | 3
}) {
  const intl = useIntl()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      <Heading>{intl.formatMessage({ id: title })}</Heading>
      <ul className="link-list">
        {slugs.map((slug) => {
          const route = findRoute(slug)
          return route ? (
            <li key={slug}>
              <Link to={route.slug}>{intl.formatMessage({ id: `${route.id}.h1` })}</Link>
            </li>
          ) : null
        })}
      </ul>
    </>
  )
}
