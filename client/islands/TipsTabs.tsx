import { type KeyboardEvent, useRef } from 'react'
import { useIntl } from 'react-intl'
import { createTabsMachine, type TabsEvent } from '../machines/tabsMachine.ts'
import { island } from './contract.ts'
import { type TipTab, tipItems, tipTabs } from './tips-content.ts'
import { useIslandMachine } from './use-island-machine.ts'

const tabsMachine = createTabsMachine(tipTabs)

const keyEvents: Partial<Record<string, Exclude<TabsEvent<TipTab>, { type: 'tabs.select' }>>> = {
  ArrowRight: { type: 'tabs.next' },
  ArrowLeft: { type: 'tabs.previous' },
  Home: { type: 'tabs.first' },
  End: { type: 'tabs.last' },
}

export const contract = island({
  hydrate: 'interaction',
  messages: ['tips.tablist', 'tips.tab', 'tips.lifestyle', 'tips.nutrition', 'tips.tracking', 'tips.timing'],
})

/**
 * The fertility tips by topic: a tab list with roving tabindex, arrows that wrap, Home and
 * End, the chosen tab focused and its panel shown. The server renders the tabs as they first
 * look, so nothing moves when the island hydrates; a tab pressed before then is switched by the
 * inline loader at once, and the machine starts from it.
 * Without JavaScript the tab list is hidden and every panel shows under its own heading.
 */
export default function TipsTabs() {
  const intl = useIntl()
  const [state, send, actor] = useIslandMachine(tabsMachine, ({ selectedTab }) => ({
    tab: tipTabs.find((tab) => `tips-tab-${tab}` === selectedTab),
  }))
  const tabs = useRef(new Map<TipTab, HTMLButtonElement>())
  const active = state.value as TipTab

  const onKeyDown = (event: KeyboardEvent) => {
    const move = keyEvents[event.key]
    if (!move) return
    event.preventDefault()
    send(move)
    tabs.current.get(actor.getSnapshot().value as TipTab)?.focus()
  }

  return (
    <div className="tips-tabs">
      <div
        role="tablist"
        className="js-only"
        aria-label={intl.formatMessage({ id: 'tips.tablist' })}
        onKeyDown={onKeyDown}
      >
        {tipTabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabs.current.set(tab, element)
              else tabs.current.delete(tab)
            }}
            type="button"
            role="tab"
            id={`tips-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`tips-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => send({ type: 'tabs.select', tab })}
          >
            {intl.formatMessage({ id: `tips.tab.${tab}` })}
          </button>
        ))}
      </div>
      {tipTabs.map((tab) => (
        <section
          key={tab}
          id={`tips-panel-${tab}`}
          className="card tips-panel"
          role="tabpanel"
          aria-labelledby={`tips-tab-${tab}`}
          hidden={tab !== active}
          // A panel of plain text has nothing focusable: the panel itself takes the Tab stop (WAI-ARIA tabs pattern).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tabpanel is focusable by design in the tabs pattern.
          tabIndex={0}
        >
          <h2 id={`tips-heading-${tab}`}>{intl.formatMessage({ id: `tips.${tab}.heading` })}</h2>
          <ul>
            {tipItems[tab].map((item) => (
              <li key={item}>{intl.formatMessage({ id: item })}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
