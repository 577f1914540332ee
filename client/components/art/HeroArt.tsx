import type { ReactElement } from 'react'

export type HeroTheme = 'fertility' | 'pregnancy' | 'baby'

// Hex, not var(): presentation attributes do not take custom properties everywhere, and the palette is
// client/styles/base/tokens.css's.
const ROSE_50 = '#fdf4f6'
const ROSE_100 = '#fbe6ec'
const ROSE_300 = '#f0c9d6'
const ROSE_600 = '#b4436c'
const PLUM_900 = '#3b2238'
const GOLD = '#f3c98b'
const SKIN = '#f7c9b5'
const SKIN_LINE = '#d9967c'

const HEART = 'M0 4a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 5-8 10-8 10S0 9 0 4z'
const SPARKLE = 'M6 0l1.6 4.4L12 6 7.6 7.6 6 12 4.4 7.6 0 6l4.4-1.6z'

function Sparkle({ x, y, color = GOLD }: { x: number; y: number; color?: string }) {
  return <path d={SPARKLE} transform={`translate(${x} ${y})`} fill={color} />
}

function Fertility() {
  return (
    <>
      {/* The four phases of a cycle as one ring, the fertile days the strongest colour. */}
      <g transform="rotate(-90 160 100)" fill="none" strokeWidth="10">
        <circle cx="160" cy="100" r="62" pathLength="100" stroke={ROSE_600} strokeDasharray="17 83" />
        <circle cx="160" cy="100" r="62" pathLength="100" stroke={ROSE_300} strokeDasharray="0 19 26 55" />
        <circle cx="160" cy="100" r="62" pathLength="100" stroke="#e07a9c" strokeDasharray="0 47 10 43" />
        <circle cx="160" cy="100" r="62" pathLength="100" stroke="#d7b3cf" strokeDasharray="0 59 39 1" />
      </g>
      <circle cx="152" cy="162" r="8" fill="#fff" stroke={ROSE_600} strokeWidth="3" />
      <g fill="#e8a1b8">
        {[0, 72, 144, 216, 288].map((a) => (
          <ellipse key={a} cx="160" cy="82" rx="11" ry="18" transform={`rotate(${a} 160 100)`} />
        ))}
      </g>
      <circle cx="160" cy="100" r="10" fill={GOLD} />
      <path d="M268 22a24 24 0 1 0 22 34 20 20 0 0 1-22-34z" fill={GOLD} />
      <Sparkle x={40} y={34} />
      <Sparkle x={58} y={150} color={ROSE_300} />
      <Sparkle x={262} y={140} color={ROSE_300} />
    </>
  )
}

function Pregnancy() {
  return (
    <>
      <circle cx="150" cy="42" r="17" fill={PLUM_900} />
      <circle cx="133" cy="34" r="10" fill={PLUM_900} />
      <path
        d="M145 58c-14 4-19 16-17 34l-10 104h74c-4-22-6-38-10-50 24-8 26-44 0-52-4-14-12-26-22-36z"
        fill={ROSE_600}
      />
      <path d="M142 72c-2 24 6 40 32 46" fill="none" stroke="#d97a9c" strokeWidth="9" strokeLinecap="round" />
      <path d={HEART} transform="translate(212 50) scale(2.2)" fill="#e07a9c" />
      <path d={HEART} transform="translate(244 100) scale(1.2)" fill={ROSE_300} />
      <path d={HEART} transform="translate(76 66) scale(1.4)" fill={ROSE_300} />
      <Sparkle x={250} y={30} />
      <Sparkle x={60} y={140} />
    </>
  )
}

function Baby() {
  return (
    <>
      {/* A cot mobile: bar, three strings and a moon, a star and a heart. */}
      <g stroke={PLUM_900} strokeWidth="2" strokeOpacity=".4">
        <path d="M160 0v14M100 14h120M100 14v26M160 14v18M220 14v30" />
      </g>
      <path d="M100 40a11 11 0 1 0 10 15 9 9 0 0 1-10-15z" fill={GOLD} />
      <path d={SPARKLE} transform="translate(148 30) scale(2)" fill={GOLD} />
      <path d={HEART} transform="translate(210 44) scale(1.3)" fill="#e07a9c" />
      <path d="M92 200c0-40 30-66 68-66s68 26 68 66z" fill="#e8a1b8" />
      <path
        d="M120 176c20 10 60 10 80 0"
        fill="none"
        stroke={ROSE_50}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="160" cy="124" r="34" fill={SKIN} />
      <path d="M152 92c2-8 14-8 14 0-6-3-9 1-6 5" fill="none" stroke={SKIN_LINE} strokeWidth="3" />
      <g fill="none" stroke={PLUM_900} strokeWidth="2.5" strokeLinecap="round">
        <path d="M143 122q5 5 10 0M167 122q5 5 10 0M154 136q6 4 12 0" />
      </g>
      <circle cx="140" cy="134" r="5" fill={ROSE_100} />
      <circle cx="180" cy="134" r="5" fill={ROSE_100} />
      <Sparkle x={40} y={60} />
      <Sparkle x={268} y={84} color={ROSE_300} />
      <Sparkle x={60} y={150} color={ROSE_300} />
    </>
  )
}

const scenes: Record<HeroTheme, () => ReactElement> = {
  fertility: Fertility,
  pregnancy: Pregnancy,
  baby: Baby,
}

/** Decorative art for a page's hero banner; the heading beside it carries the meaning. */
export function HeroArt({ theme }: { theme: HeroTheme }) {
  const Scene = scenes[theme]
  return (
    <svg
      className={`hero-art hero-art--${theme}`}
      viewBox="0 0 320 200"
      width="320"
      height="200"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="160" cy="104" rx="130" ry="92" fill={ROSE_100} opacity=".6" />
      <Scene />
    </svg>
  )
}
