import '@vitejs/plugin-react/preamble'
import type { IslandData } from './components/Island.server.tsx'
import type { IslandModule } from './islands/registry.server.ts'
import type { WakeQueue } from './islands/wake-queue.ts'

/** One chunk per island, found by the same rule as the server's registry, fetched when it is woken. */
const islandLoaders = import.meta.glob<IslandModule['default']>('./islands/[A-Z]*.tsx', { import: 'default' })

/**
 * The island runtime, injected by the inline loader when the visitor first reaches for an
 * island (or after the load event on a page with an `idle` island). It reads no page text:
 * it hydrates each island the visitor touches, once, and replays the clicks that the
 * island's buttons received while its code was on the way.
 */
const queue: WakeQueue = window.__islands ?? { woken: [], clicks: [], wake: null }
const requested = new WeakSet<Element>()

function replayClicks(element: HTMLElement) {
  const waiting = queue.clicks.filter((button) => element.contains(button))
  queue.clicks = queue.clicks.filter((button) => !waiting.includes(button))
  for (const button of waiting) if (button.isConnected) (button as HTMLElement).click()
}

async function hydrate(element: HTMLElement) {
  const name = element.dataset.island
  const load = islandLoaders[`./islands/${name}.tsx`]
  if (requested.has(element) || !load) return
  requested.add(element)
  const block = element.nextElementSibling
  if (!(block instanceof HTMLScriptElement) || block.dataset.islandData !== name) {
    throw new Error(`island ${name}: its data block is missing`)
  }
  const data = JSON.parse(block.textContent ?? '{}') as IslandData
  // Chromium and Firefox have Temporal; elsewhere the polyfill (about 19 KB) that the island's
  // date code imports is fetched alongside it rather than after it.
  const [{ hydrateIsland }, Component] = await Promise.all([
    import('./islands/hydrate.tsx'),
    load(),
    data.temporal && !('Temporal' in globalThis) ? import('temporal-polyfill') : null,
  ])
  // From here React sees the island's events itself (and replays those that arrive mid-hydration).
  element.dataset.hydrating = 'true'
  hydrateIsland(element, Component, data, () => {
    element.dataset.hydrated = 'true'
    replayClicks(element)
  })
}

function wake(element: Element) {
  if (element instanceof HTMLElement) hydrate(element).catch((error: unknown) => console.error(error))
}

queue.wake = wake
for (const element of queue.woken.splice(0)) wake(element)
for (const element of document.querySelectorAll<HTMLElement>('[data-island][data-hydrate="idle"]')) {
  if ('requestIdleCallback' in window) requestIdleCallback(() => wake(element), { timeout: 2000 })
  else setTimeout(() => wake(element), 1)
}
