import { useIntl } from 'react-intl'
import { Island } from '../components/Island.tsx'
import { Link } from '../components/Link.tsx'
import { usePage } from '../page-context.ts'
import { Logo } from './Logo.tsx'
import { navLinks } from './nav-links.ts'

export function NavBar() {
  const intl = useIntl()
  const { slug } = usePage()
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="" className="brand">
          <Logo />
          <span>{intl.formatMessage({ id: 'brand.name' })}</span>
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className="main-nav">
          <ul className="nav-links">
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} aria-current={link.to === slug ? 'page' : undefined}>
                  {intl.formatMessage({ id: link.label })}
                </Link>
              </li>
            ))}
          </ul>
          <Island name="MobileMenu" when="interaction" props={{ currentSlug: slug }} />
        </nav>
      </div>
    </header>
  )
}
