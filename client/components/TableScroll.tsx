import type { ReactNode } from 'react'

/**
 * A table that scrolls sideways inside its own box on a narrow screen instead of widening the page
 * (client/styles/components/data-table.css). The box can take focus, so a keyboard can scroll it
 * (axe scrollable-region-focusable); with a heading to name it, it is a named region.
 */
export function TableScroll({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return labelledBy ? (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="table-scroll" tabIndex={0} aria-labelledby={labelledBy}>
      {children}
    </section>
  ) : (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div className="table-scroll" tabIndex={0}>
      {children}
    </div>
  )
}
