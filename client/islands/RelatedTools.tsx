import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { relatedToolsMachine } from '../../machines/relatedToolsMachine.ts'
import { Link } from '../components/Link.tsx'
import { useIslandMachine } from './use-island-machine.ts'

const links = [
  { to: 'pregnancy-calculator', label: 'related.pregnancyCalculator' },
  { to: 'due-date-calculator', label: 'related.dueDateCalculator' },
  { to: 'fertility-tips', label: 'related.fertilityTips' },
] as const

/**
 * The floating Related Tools card, bottom right. While the machine is `hidden` the card is
 * in the page but CSS keeps it invisible until 5 s, so it appears on time before any script;
 * the island hydrates when the visitor touches it.
 */
export default function RelatedTools() {
  const [state, send] = useIslandMachine(relatedToolsMachine, ({ elapsedMs }) => ({ elapsedMs }))
  const intl = useIntl()
  const moved = useRef(false)
  const view = state.value
  // Keeps keyboard focus with the control that replaced the one just pressed.
  const focusTarget = (button: HTMLButtonElement | null) => {
    if (button && moved.current) button.focus()
  }

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
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h10" />
        </svg>
      </button>
    )
  }
  return (
    // A reopened card rises at once; the first one keeps the 5 s reveal it started with.
    <aside
      className={moved.current ? 'related-card reopened' : 'related-card'}
      aria-labelledby="related-title"
    >
      <div className="related-head">
        <h2 id="related-title">{intl.formatMessage({ id: 'related.title' })}</h2>
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
      <Link to="when-do-i-ovulate-after-period" className="related-all">
        {intl.formatMessage({ id: 'related.exploreAll' })}
      </Link>
    </aside>
  )
}
