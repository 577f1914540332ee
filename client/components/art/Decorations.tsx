export type DecorationIntensity = 'light' | 'medium' | 'strong'

export const decorationCounts: Record<DecorationIntensity, number> = { light: 5, medium: 10, strong: 15 }

type Kind = 'heart' | 'circle' | 'sparkle' | 'flower'
const kinds: Kind[] = ['heart', 'circle', 'sparkle', 'flower']

/** Splits n items into groups of three to five, as even as possible (5 → [5], 10 → [5,5], 15 → [5,5,5]). */
export function decorationGroupSizes(n: number): number[] {
  const groups = Math.ceil(n / 5)
  return Array.from({ length: groups }, (_, g) => Math.floor(n / groups) + (g < n % groups ? 1 : 0))
}

// Everything derives from the index, never Math.random: the server and the hydrating client must agree.
export const decorationSize = (i: number) => 16 + ((i * 7) % 16)
// Halton points (bases 2 and 3) spread any count evenly, without the rows and clumps of i * k % n.
function halton(i: number, base: number) {
  let f = 1
  let r = 0
  for (let n = i + 1; n > 0; n = Math.floor(n / base)) {
    f /= base
    r += f * (n % base)
  }
  return r
}
/*
 * Shapes over text made headings hard to read (issue 13), so they keep to the window's side
 * margins, outside the 72rem content column: even items on the left, odd ones on the right,
 * each within 3.2% of the width plus its 31 px and 6 px of drift, which is under the 80 px
 * margin at 1280 px. Narrower windows have no such margin and show none (art.css).
 */
const left = (i: number) => (i % 2 === 0 ? 0.3 + halton(i, 2) * 2.9 : 94.2 + halton(i, 2) * 2.3).toFixed(1)
const top = (i: number) => (halton(i, 3) * 88).toFixed(1)
// Not i % 4: Halton base 2 would then put each kind in its own quarter of the width.
const kindOf = (i: number): Kind => kinds[Math.floor(((0.2 + i * 0.618034) % 1) * kinds.length)]!

function Shape({ kind }: { kind: Kind }) {
  switch (kind) {
    case 'heart':
      return (
        <path d="M12 21S3 15 3 9a4.5 4.5 0 0 1 9-2 4.5 4.5 0 0 1 9 2c0 6-9 12-9 12z" fill="currentColor" />
      )
    case 'circle':
      return <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2.5" />
    case 'sparkle':
      return <path d="M12 1l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="currentColor" />
    case 'flower':
      return (
        <>
          <g fill="currentColor">
            <circle cx="12" cy="6.5" r="4.5" />
            <circle cx="17.2" cy="10.3" r="4.5" />
            <circle cx="15.2" cy="16.5" r="4.5" />
            <circle cx="8.8" cy="16.5" r="4.5" />
            <circle cx="6.8" cy="10.3" r="4.5" />
          </g>
          <circle cx="12" cy="12" r="3" fill="#fbe6ec" />
        </>
      )
  }
}

/**
 * Small shapes drifting behind a section. Why the stacking: the wrapper is absolute with z-index 0 over its
 * `position: relative` parent, so the parent's content needs `position: relative; z-index: 1` to stay above it.
 * Why an svg per group: each shape is placed with x/y attributes in percent, since the Content
 * Security Policy allows no inline style attribute; and a group that is its own box drifts on
 * the compositor, whereas shapes moving inside one svg repaint the page's main thread every
 * frame, which on a phone slows everything else (an island's hydration among it).
 */
export function Decorations({ intensity }: { intensity: DecorationIntensity }) {
  let start = 0
  const groups = decorationGroupSizes(decorationCounts[intensity]).map((count) => {
    const first = start
    start += count
    return Array.from({ length: count }, (_, k) => first + k)
  })
  return (
    <div className="decorations" aria-hidden="true">
      {groups.map((items) => (
        <svg
          className="decoration-group"
          key={items[0]}
          aria-hidden="true"
          focusable="false"
          width="100%"
          height="100%"
        >
          {items.map((i) => {
            const kind = kindOf(i)
            const size = decorationSize(i)
            return (
              <svg
                key={i}
                className={`decoration decoration--${kind}`}
                viewBox="0 0 24 24"
                width={size}
                height={size}
                aria-hidden="true"
                x={`${left(i)}%`}
                y={`${top(i)}%`}
              >
                <Shape kind={kind} />
              </svg>
            )
          })}
        </svg>
      ))}
    </div>
  )
}
