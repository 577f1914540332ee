import { createContext, type ReactNode, useContext } from 'react'
import { useValueAfterPaint } from '../use-value-after-paint.ts'

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
  // Shown at once in a result the page was rendered with; else once the press's frame is painted.
  const shown = useValueAfterPaint(true, useContext(ResultInPage))
  return shown ? children : null
}
