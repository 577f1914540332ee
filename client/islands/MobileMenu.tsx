import { useMachine } from '@xstate/react'
import { type KeyboardEvent, useRef } from 'react'
import { useIntl } from 'react-intl'
import { mobileMenuMachine } from '../../machines/mobileMenuMachine.ts'
import { Link } from '../components/Link.tsx'
import { navLinks } from '../layout/nav-links.ts'
import type { RouteSlug } from '../routes.ts'

export interface MobileMenuProps {
  currentSlug: RouteSlug | null
}

/** The small-screen menu behind the 'Toggle menu' button; Escape closes it and returns focus. */
export default function MobileMenu({ currentSlug }: MobileMenuProps) {
  const [state, send] = useMachine(mobileMenuMachine)
  const intl = useIntl()
  const toggle = useRef<HTMLButtonElement>(null)
  const open = state.matches('open')
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    send({ type: 'menu.close' })
    toggle.current?.focus()
  }
  return (
    <div className="mobile-menu">
      <button
        ref={toggle}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls="mobile-nav"
        aria-label={intl.formatMessage({ id: 'nav.toggle' })}
        onClick={() => send({ type: 'menu.toggle' })}
        onKeyDown={closeOnEscape}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
      </button>
      <div id="mobile-nav" className="mobile-nav" hidden={!open}>
        <ul>
          {navLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={link.to === currentSlug ? 'page' : undefined}
                onClick={() => send({ type: 'menu.navigate' })}
                onKeyDown={closeOnEscape}
              >
                {intl.formatMessage({ id: link.label })}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
