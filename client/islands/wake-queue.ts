/**
 * What the inline loader (`loader-script.ts`) records before the island runtime has loaded,
 * shared with the runtime (`client/entry.ts`) as `window.__islands`.
 */
export interface WakeQueue {
  /** Islands the visitor touched (pointer, touch, focus, key, input) before the runtime ran. */
  woken: Element[]
  /** Script-only buttons clicked before their island began to hydrate: the runtime replays them. */
  clicks: Element[]
  /** Set by the runtime: from then on the loader hands each touched island straight to it. */
  wake: ((island: Element) => void) | null
}

declare global {
  interface Window {
    __islands?: WakeQueue
  }
}
