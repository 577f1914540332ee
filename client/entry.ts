import '@vitejs/plugin-react/preamble'
import type { IslandData } from './components/Island.tsx'
import { islandLoaders } from './islands/loaders.ts'
import type { HydrateWhen, IslandName } from './islands/registry.ts'
import { temporalIslands } from './islands/temporal-islands.ts'

/**
 * The browser runtime, injected by the inline loader after the load event. It reads no
 * page text: it finds each island, waits for its trigger, then fetches and hydrates it.
 */
const interactionEvents = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const

function onTrigger(element: HTMLElement, when: HydrateWhen, run: () => void) {
  if (when === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      run()
    })
    // The island wrapper is `display: contents` and has no box to intersect; its children do.
    for (const child of element.children) observer.observe(child)
  } else if (when === 'interaction') {
    const start = () => {
      for (const type of interactionEvents) element.removeEventListener(type, start)
      run()
    }
    for (const type of interactionEvents) element.addEventListener(type, start, { passive: true })
  } else if ('requestIdleCallback' in window) {
    requestIdleCallback(run, { timeout: 2000 })
  } else {
    setTimeout(run, 1)
  }
}

async function hydrate(element: HTMLElement, name: IslandName) {
  const block = element.nextElementSibling
  if (!(block instanceof HTMLScriptElement) || block.dataset.islandData !== name) {
    throw new Error(`island ${name}: its data block is missing`)
  }
  const data = JSON.parse(block.textContent ?? '{}') as IslandData
  // Chromium and Firefox have Temporal; elsewhere the polyfill (about 19 KB) loads here, first.
  if (temporalIslands.has(name) && !('Temporal' in globalThis)) await import('temporal-polyfill/global')
  const [{ hydrateIsland }, module] = await Promise.all([
    import('./islands/hydrate.tsx'),
    islandLoaders[name](),
  ])
  hydrateIsland(element, module.default, data)
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island as IslandName
  if (!(name in islandLoaders)) continue
  onTrigger(element, (element.dataset.hydrate ?? 'idle') as HydrateWhen, () => {
    hydrate(element, name).catch((error: unknown) => console.error(error))
  })
}
