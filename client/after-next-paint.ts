/**
 * Runs `callback` once the next frame has been painted, and returns what cancels it: a press's
 * own frame first, then whatever can wait (issue 27). A message after the next animation frame
 * runs once that frame is on screen.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
