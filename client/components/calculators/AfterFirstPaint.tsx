import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react'
import { afterNextPaint } from '../../after-next-paint.ts'

/**
 * Whether a result is the one its page was rendered with (a shared link, a form sent without
 * JavaScript): then every part of it is in the HTML already and shows at once.
 */
export const ResultInPage = createContext(true)

/**
 * The parts of a result below its first screen (calendars, tables, the development and the
 * milestones). A result the visitor has just asked for paints its first screen in the frame of
 * the press; these follow in a render of their own once that frame is on screen (issue 27: most
 * of a press went into laying out and rendering parts the visitor had not scrolled to yet).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const inPage = useContext(ResultInPage)
  const [shown, setShown] = useState(inPage)
  useEffect(() => {
    if (shown) return
    return afterNextPaint(() => startTransition(() => setShown(true)))
  }, [shown])
  return shown ? children : null
}
