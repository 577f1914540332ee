import { useIntl } from 'react-intl'
import { findRoute, type RouteSlug } from '../../routes.ts'
import { Link } from '../Link.tsx'

/** A titled list of links to pages of the site, by slug, each named by its page's heading. */
export function ResultLinks({
  title,
  slugs,
}: {
  title: 'ovulation.recommendedTitle' | 'ovulation.relatedTitle' | 'calc.recommendedTitle'
  slugs: readonly RouteSlug[]
}) {
  const intl = useIntl()
  return (
    <>
      <h3>{intl.formatMessage({ id: title })}</h3>
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
