import { type ReactNode, useEffect, useState } from 'react'
import { afterNextPaint } from '../../after-next-paint.ts'
import { ResultInPage } from './AfterFirstPaint.tsx'

/**
 * The id of the result on screen: a calculator's form is sent to its page with `#result`, so that
 * without JavaScript too the page opens at the result, not at the form above it.
 */
export const RESULT_ID = 'result'

/**
 * Brings a result the visitor has just asked for into view, in the frame of the press: on a phone
 * the form fills the screen, and a result painted below it answered the press where nobody could
 * see it (decision 042). A result whose first figure is already in view is left where it is.
 * A ref: React calls it once per new result, as its panel is attached, before the frame is painted.
 */
function bringIntoView(panel: HTMLElement | null): void {
  if (!panel) return
  const { top, bottom } = (panel.querySelector('dd') ?? panel).getBoundingClientRect()
  if (top >= 0 && bottom <= window.innerHeight) return
  // An instant jump: no animation to respect or to reduce, and nothing to paint between.
  panel.scrollIntoView({ block: 'start' })
}

interface Panel {
  key: string
  inPage: boolean
  node: ReactNode
}

interface ResultPanelProps {
  /** What the result was calculated from: a new one starts afresh (its long parts, its share). */
  resultKey: string
  /** The result is the one its page was rendered with (see `ResultInPage`). */
  inPage: boolean
  children: ReactNode
}

/**
 * A calculator's result. The one a new result replaces stays in the page, its content skipped
 * (`.result-panel-leaving`: `content-visibility: hidden`, no box), until the new one's first frame
 * is painted, and only then is removed: removing its calendars and tables in the press's own frame
 * cost a recalculation about 25 ms at 4× (issue 27), and hiding them with `display: none` took
 * their layout tree apart there, 9 ms more. It is drawn from the very elements it was last drawn
 * with, so React does not render it again.
 */
export function ResultPanel({ resultKey, inPage, children }: ResultPanelProps) {
  const [shown, setShown] = useState<Panel>({ key: resultKey, inPage, node: children })
  const [leaving, setLeaving] = useState<Panel | null>(null)
  // Kept from the last render (React's "storing information from previous renders").
  if (shown.key !== resultKey) {
    setLeaving(shown)
    setShown({ key: resultKey, inPage, node: children })
  } else if (shown.node !== children || shown.inPage !== inPage) {
    setShown({ key: resultKey, inPage, node: children })
  }
  useEffect(() => {
    if (leaving) return afterNextPaint(() => setLeaving(null))
  }, [leaving])
  return (
    <>
      <div
        className="result-panel"
        key={resultKey}
        id={RESULT_ID}
        // A result the page was rendered with stays where the visitor's page opened.
        ref={inPage ? undefined : bringIntoView}
      >
        <ResultInPage value={inPage}>{children}</ResultInPage>
      </div>
      {leaving && (
        <div className="result-panel result-panel-leaving" key={leaving.key}>
          <ResultInPage value={leaving.inPage}>{leaving.node}</ResultInPage>
        </div>
      )}
    </>
  )
}
