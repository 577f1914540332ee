import { type ComponentType, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { IntlProvider } from 'react-intl'
import type { IslandData } from '../components/Island.tsx'

/** Marks the island once React has taken it over, so tests and styles can tell. */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true'
  }, [element])
  return children
}

export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  data: IslandData,
) {
  hydrateRoot(
    element,
    <IntlProvider locale={data.locale} defaultLocale="en" messages={data.messages}>
      <Hydrated element={element}>
        <Component {...data.props} />
      </Hydrated>
    </IntlProvider>,
  )
}
