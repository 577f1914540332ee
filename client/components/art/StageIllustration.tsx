import { type ReactElement, useId } from 'react'

export type Stage = 'embryo' | 'fetus' | 'baby' | 'mother'
export type IllustrationSize = 'sm' | 'md' | 'lg'

export const illustrationSizes: Record<IllustrationSize, number> = { sm: 64, md: 120, lg: 200 }

// The same skin and rose tones as BabyFigure, so the visualizer and these read as one set.
const ROSE_50 = '#fdf4f6'
const ROSE_100 = '#fbe6ec'
const ROSE_300 = '#f0c9d6'
const ROSE_600 = '#b4436c'
const PLUM_900 = '#3b2238'
const SKIN = '#f7c9b5'
const SKIN_LINE = '#d9967c'

const HEART = 'M0 4a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 5-8 10-8 10S0 9 0 4z'

function Embryo() {
  return (
    <>
      <circle cx="60" cy="60" r="56" fill={ROSE_50} stroke={ROSE_300} strokeWidth="2" />
      <circle cx="60" cy="62" r="34" fill={ROSE_100} />
      <path d="M76 44c8-4 14 2 12 8" fill="none" stroke={ROSE_300} strokeWidth="2" />
      <circle cx="88" cy="56" r="6" fill="#f9e1b6" />
      <path
        d="M62 58c9 5 10 20 0 25-7 3-13 0-13-6"
        fill="none"
        stroke={SKIN}
        strokeWidth="11"
        strokeLinecap="round"
      />
      <circle cx="56" cy="52" r="12" fill={SKIN} />
      <circle cx="52" cy="52" r="2" fill={SKIN_LINE} />
      <path d="M66 70l6 2M62 80l4 5" stroke={SKIN_LINE} strokeWidth="3" strokeLinecap="round" />
    </>
  )
}

function Fetus() {
  return (
    <>
      <circle cx="60" cy="60" r="56" fill={ROSE_50} stroke={ROSE_300} strokeWidth="2" />
      <ellipse cx="100" cy="42" rx="9" ry="16" fill={ROSE_300} transform="rotate(30 100 42)" />
      <path
        d="M70 80c12 8 16-8 20-18s2-14 6-18"
        fill="none"
        stroke="#e8a1b8"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <ellipse cx="66" cy="74" rx="24" ry="20" fill={SKIN} transform="rotate(30 66 74)" />
      <circle cx="46" cy="46" r="21" fill={SKIN} />
      <path
        d="M42 78c-2 10 10 16 22 12"
        fill="none"
        stroke={SKIN_LINE}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M56 64c4 4 10 6 14 4" fill="none" stroke={SKIN_LINE} strokeWidth="5" strokeLinecap="round" />
      <path d="M34 46q4 3 8 0" fill="none" stroke={PLUM_900} strokeWidth="2" strokeLinecap="round" />
      <circle cx="52" cy="44" r="4" fill="none" stroke={SKIN_LINE} strokeWidth="2" />
    </>
  )
}

function Baby() {
  return (
    <>
      <circle cx="60" cy="60" r="56" fill={ROSE_100} />
      <path d="M20.4 99.6C22 80 38 66 60 66s38 14 39.6 33.6a56 56 0 0 1-79.2 0z" fill="#e8a1b8" />
      <path d="M36 100c14 8 34 8 48 0" fill="none" stroke={ROSE_50} strokeWidth="3" strokeLinecap="round" />
      <circle cx="60" cy="54" r="26" fill={SKIN} />
      <path d="M54 30c1-7 12-7 12 0-5-3-8 1-5 4" fill="none" stroke={SKIN_LINE} strokeWidth="2.5" />
      <path
        d="M47 53q4 4 8 0M65 53q4 4 8 0M55 64q5 3 10 0"
        fill="none"
        stroke={PLUM_900}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="44" cy="62" r="4" fill={ROSE_300} />
      <circle cx="76" cy="62" r="4" fill={ROSE_300} />
    </>
  )
}

function Mother() {
  return (
    <>
      <circle cx="60" cy="60" r="56" fill={ROSE_50} stroke={ROSE_300} strokeWidth="2" />
      <circle cx="56" cy="26" r="10" fill={PLUM_900} />
      <circle cx="46" cy="21" r="6" fill={PLUM_900} />
      <path
        d="M53 36c-8 2-11 10-10 20l-6 52h42c-2-12-3-20-5-26 14-4 15-24 0-28-2-8-7-14-12-18z"
        fill={ROSE_600}
      />
      <path d="M50 45c-1 13 3 21 18 24" fill="none" stroke="#d97a9c" strokeWidth="5" strokeLinecap="round" />
      <path d={HEART} transform="translate(84 30)" fill="#e07a9c" />
    </>
  )
}

const scenes: Record<Stage, () => ReactElement> = { embryo: Embryo, fetus: Fetus, baby: Baby, mother: Mother }

/** One stage of pregnancy as a small picture; named for screen readers only when given a title. */
export function StageIllustration({
  stage,
  size = 'md',
  title,
}: {
  stage: Stage
  size?: IllustrationSize
  title?: string
}) {
  // useId keeps two identical stage+size pictures on one page from sharing a title id.
  const titleId = `${useId()}-${stage}-${size}`
  const px = illustrationSizes[size]
  const Scene = scenes[stage]
  const frame = {
    className: `stage-illustration stage-illustration--${stage}`,
    viewBox: '0 0 120 120',
    width: px,
    height: px,
    focusable: 'false' as const,
  }
  if (!title) {
    return (
      <svg {...frame} aria-hidden="true">
        <Scene />
      </svg>
    )
  }
  return (
    <svg {...frame} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      <Scene />
    </svg>
  )
}
