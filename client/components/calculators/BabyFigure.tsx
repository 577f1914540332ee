/** A simple hand-made figure that grows with the week; decorative, the text beside it says it all. */
export function BabyFigure({ week }: { week: number }) {
  const scale = 0.35 + (week / 40) * 0.65
  return (
    <svg
      className="baby-figure"
      viewBox="0 0 120 120"
      width="120"
      height="120"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="60" cy="60" r="56" className="womb" />
      <g transform={`translate(60 62) scale(${scale.toFixed(3)}) translate(-60 -62)`}>
        <ellipse cx="64" cy="72" rx="26" ry="22" className="body" />
        <circle cx="48" cy="44" r="18" className="body" />
        <path d="M70 90c6 4 14 4 18-2" className="limb" />
        <path d="M78 58c6-2 10 2 10 8" className="limb" />
      </g>
    </svg>
  )
}
