import { type ReactNode, useEffect, useState } from 'react'
import { afterNextPaint } from '../../after-next-paint.ts'
import { ResultInPage } from './AfterFirstPaint.tsx'

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
      <div className="result-panel" key={resultKey}>
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
