import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import type { RouteSlug } from '../../core/routes.ts'
import { Link } from '../components/Link.tsx'
import { navLinks } from '../layout/nav-links.ts'
import { mobileMenuMachine } from '../machines/mobileMenuMachine.ts'
import { island } from './contract.ts'
import { useIslandMachine } from './use-island-machine.ts'

export interface MobileMenuProps {
  currentSlug: RouteSlug | null
}

const NAV_ID = 'mobile-nav'

export const contract = island({ hydrate: 'interaction', messages: ['nav'] })

/**
 * The small-screen menu behind the 'Toggle menu' button. It is a native popover: the button
 * opens and closes it, Escape and a click outside close it and focus returns to the button,
 * all before any script. Once hydrated, the machine follows it and closes it on navigation.
 * The button says nothing of its own about the menu's state: `popovertarget` tells assistive
 * technology whether the menu is expanded and which element it controls, and a second source of
 * truth (an author's `aria-expanded`) is not allowed there and could disagree with it.
 */
export default function MobileMenu({ currentSlug }: MobileMenuProps) {
  const [state, send, actor] = useIslandMachine(mobileMenuMachine, (controls) => ({
    open: controls.open[NAV_ID] ?? false,
  }))
  const intl = useIntl()
  const nav = useRef<HTMLDivElement>(null)
  const open = state.matches('open')

  useEffect(() => {
    const element = nav.current
    if (!element) return
    const follow = () => send({ type: element.matches(':popover-open') ? 'menu.open' : 'menu.close' })
    // The popover may have opened or closed natively while the island was hydrating.
    follow()
    element.addEventListener('toggle', follow)
    return () => element.removeEventListener('toggle', follow)
  }, [send])

  useEffect(() => {
    const element = nav.current
    // The actor too, not only this render's `open`: the effect above may just have caught up with the screen.
    if (element && !open && !actor.getSnapshot().matches('open') && element.matches(':popover-open')) {
      element.hidePopover()
    }
  }, [open, actor])

  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="menu-toggle"
        popoverTarget={NAV_ID}
        aria-label={intl.formatMessage({ id: 'nav.toggle' })}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
      </button>
      <div id={NAV_ID} ref={nav} className="mobile-nav" popover="auto">
        <ul>
          {navLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={link.to === currentSlug ? 'page' : undefined}
                onClick={() => send({ type: 'menu.navigate' })}
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
