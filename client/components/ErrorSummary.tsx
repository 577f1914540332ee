import { useEffect, useRef } from 'react'

export interface ErrorSummaryItem {
  /** The id of the field at fault: the item links to it. None for a problem of the whole form. */
  fieldId?: string | undefined
  text: string
}

interface ErrorSummaryProps {
  id: string
  title: string
  items: readonly ErrorSummaryItem[]
  /** Changes on each refused submission: focus moves here, so it is read out and seen. */
  focusKey: number
}

/**
 * The list of what is wrong, at the top of a form: a heading and one link per field at fault
 * (a plain in-page link, so it takes the visitor to the field without JavaScript too).
 */
export function ErrorSummary({ id, title, items, focusKey }: ErrorSummaryProps) {
  const box = useRef<HTMLElement>(null)
  useEffect(() => {
    if (focusKey > 0) box.current?.focus()
  }, [focusKey])
  return (
    // A named region, so it is found again by landmark; focusable from script only.
    <section id={id} ref={box} className="error-summary" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.fieldId ?? ''}:${item.text}`}>
            {item.fieldId ? <a href={`#${item.fieldId}`}>{item.text}</a> : item.text}
          </li>
        ))}
      </ul>
    </section>
  )
}
