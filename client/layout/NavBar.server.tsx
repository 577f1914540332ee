import { useIntl } from 'react-intl'
import { Island } from '../components/Island.server.tsx'
import { Link } from '../components/Link.tsx'
import MobileMenu from '../islands/MobileMenu.tsx'
import RelatedTools from '../islands/RelatedTools.tsx'
import { usePage } from '../page-context.server.ts'
import { Logo } from './Logo.tsx'
import { navLinks } from './nav-links.ts'

const MORE_ID = 'nav-more'

export function NavBar() {
  const intl = useIntl()
  const { slug } = usePage()
  const items = navLinks.map((link) => (
    <li key={link.to}>
      <Link to={link.to} aria-current={link.to === slug ? 'page' : undefined}>
        {intl.formatMessage({ id: link.label })}
      </Link>
    </li>
  ))
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="" className="brand">
          <Logo />
          <span>{intl.formatMessage({ id: 'brand.name' })}</span>
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className="main-nav">
          {/*
           * Every link is in the row and in "More"; CSS shows each in exactly one of them, by
           * width, so the row never wraps whatever the language (the labels are long in fr/ru).
           * "More" is a native popover: it opens, closes on Escape or outside, without a script.
           */}
          <ul className="nav-links">
            {items}
            <li className="nav-more">
              <button type="button" className="nav-more-toggle" popoverTarget={MORE_ID}>
                {intl.formatMessage({ id: 'nav.more' })}
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
              <ul id={MORE_ID} className="nav-more-list" popover="auto">
                {items}
              </ul>
            </li>
          </ul>
          <Island component={MobileMenu} props={{ currentSlug: slug }} />
        </nav>
        {/* In the header's own row: the page never scrolls under it, so it covers nothing. */}
        <Island component={RelatedTools} props={{ currentSlug: slug }} />
      </div>
    </header>
  )
}
