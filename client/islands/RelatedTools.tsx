import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import type { RouteSlug } from '../../core/routes.ts'
import { Link } from '../components/Link.tsx'
import { relatedLinksFor } from '../layout/related-links.ts'
import { relatedToolsMachine } from '../machines/relatedToolsMachine.ts'
import { island } from './contract.ts'
import { useIslandMachine } from './use-island-machine.ts'

export interface RelatedToolsProps {
  currentSlug: RouteSlug | null
}

const PANEL_ID = 'related-panel'

export const contract = island({ hydrate: 'interaction', messages: ['related'] })

/**
 * Related Tools. It sits in the sticky header's row, so it never covers the page: where the
 * window leaves no room beside the content column (phones, laptops) it is a chip there that
 * opens its links as a native popover (no script needed); on a wide screen, where the card
 * fits in the margin, the same markup is the floating card, bottom right. CSS keeps it
 * invisible until 5 s after the page appears, before any script; the island hydrates when
 * the visitor touches it.
 */
export default function RelatedTools({ currentSlug }: RelatedToolsProps) {
  const [state, send] = useIslandMachine(relatedToolsMachine, ({ elapsedMs }) => ({ elapsedMs }))
  const intl = useIntl()
  const moved = useRef(false)
  const peek = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const view = state.value
  const { links, exploreAll } = relatedLinksFor(currentSlug)
  const title = intl.formatMessage({ id: 'related.title' })
  // Keeps keyboard focus with the control that replaced the one just pressed.
  const focusTarget = (button: HTMLButtonElement | null) => {
    if (button && moved.current) button.focus()
  }

  // Reopened from the chip: the links are what was asked for, so the popover opens with it.
  useEffect(() => {
    if (view !== 'open' || !moved.current) return
    if (peek.current?.checkVisibility() && !panel.current?.matches(':popover-open')) {
      panel.current?.showPopover()
      panel.current?.querySelector<HTMLButtonElement>('.related-close')?.focus()
    }
  }, [view])

  if (view === 'collapsed') {
    return (
      <button
        ref={focusTarget}
        type="button"
        className="related-reopen"
        aria-label={intl.formatMessage({ id: 'related.open' })}
        onClick={() => {
          moved.current = true
          send({ type: 'related.open' })
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h10" />
        </svg>
      </button>
    )
  }
  return (
    // A reopened card shows at once; the first one keeps the 5 s reveal it started with.
    <aside
      className={moved.current ? 'related-card reopened' : 'related-card'}
      aria-labelledby="related-title"
    >
      <button
        ref={peek}
        type="button"
        className="related-peek"
        popoverTarget={PANEL_ID}
        aria-label={title}
        title={title}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
        </svg>
      </button>
      <div id={PANEL_ID} ref={panel} className="related-panel" popover="auto">
        <div className="related-head">
          <h2 id="related-title">{title}</h2>
          <button
            ref={focusTarget}
            type="button"
            className="related-close"
            aria-label={intl.formatMessage({ id: 'related.close' })}
            onClick={() => {
              moved.current = true
              send({ type: 'related.close' })
            }}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{intl.formatMessage({ id: link.label })}</Link>
            </li>
          ))}
        </ul>
        {exploreAll && (
          <Link to={exploreAll.to} className="related-all">
            {intl.formatMessage({ id: exploreAll.label })}
          </Link>
        )}
      </div>
    </aside>
  )
}
