import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Footer } from './Footer.server.tsx'
import { NavBar } from './NavBar.server.tsx'

/** The shared frame of every page: skip link, navigation, main content, footer (Related Tools sits in the navigation bar). */
export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl()
  return (
    <>
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'nav.skipToContent' })}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
