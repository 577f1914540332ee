import { type ComponentType, type ReactNode, useLayoutEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IntlProvider } from 'react-intl'
import type { IslandData } from '../components/Island.server.tsx'
import { unpackMessages } from '../i18n/packed-messages.ts'
import { readControls } from './adopted-controls.ts'
import { AdoptionContext } from './adoption.tsx'

/**
 * Runs once React has committed the island: its handlers are attached from that moment, so a
 * layout effect (not a passive one, which may wait for a paint) marks it and replays clicks.
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated])
  return children
}

/**
 * Hydrates one island. Its machine adopts what the controls hold at this moment (see
 * `use-island-machine.ts`); `onHydrated` runs once React has committed it.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  data: IslandData,
  onHydrated: () => void,
) {
  const adopt = () => readControls(element)
  hydrateRoot(
    element,
    <IntlProvider locale={data.locale} defaultLocale="en" messages={unpackMessages(data.messages)}>
      <AdoptionContext value={adopt}>
        <Hydrated onHydrated={onHydrated}>
          <Component {...data.props} />
        </Hydrated>
      </AdoptionContext>
    </IntlProvider>,
  )
}
