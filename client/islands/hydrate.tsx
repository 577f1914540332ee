import { type ComponentType, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IntlProvider } from 'react-intl'
import type { IslandData } from '../components/Island.tsx'
import { readControls } from './adopted-controls.ts'
import { AdoptionContext } from './adoption.tsx'

/** Marks the island once React has taken it over, then runs what waited for that. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [])
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
    <IntlProvider locale={data.locale} defaultLocale="en" messages={data.messages}>
      <AdoptionContext value={adopt}>
        <Hydrated onHydrated={onHydrated}>
          <Component {...data.props} />
        </Hydrated>
      </AdoptionContext>
    </IntlProvider>,
  )
}
