import type { Page } from '@playwright/test'

/**
 * Layout shifts as the browser's own measure (CLS) counts them, for the press tests
 * (presses.spec.ts) and the bench's streaming checks (scripts/bench-streaming.ts).
 */

/** Every layout shift the visitor did not cause (CLS counts those), from the first byte on. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    type Shift = PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    const at = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        // A date field redrawing the value typed into it moves text inside its own shadow root,
        // which the API names as no node: that is the visitor's typing, not the page moving.
        if (entry.hadRecentInput || entry.sources.every((source) => source.node === null)) continue
        // What moved, from where to where, and whether the page was still streaming in.
        const moved = entry.sources.map(
          (source) =>
            `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.textContent)}` +
            ` ${at(source.previousRect)} → ${at(source.currentRect)} (${document.readyState})`,
        )
        shifts.push({ value: entry.value, moved })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** What moved without the visitor moving it: none, or each shift with what it moved. */
export const unexpectedShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts)
