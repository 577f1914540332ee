import type { ReactNode } from 'react'
import { type DecorationIntensity, Decorations } from './art/Decorations.tsx'
import { HeroArt, type HeroTheme } from './art/HeroArt.tsx'

interface PageHeroProps {
  theme: HeroTheme
  decorations?: DecorationIntensity
  children: ReactNode
}

/** A page's banner: its heading and lead beside a themed illustration, over floating shapes. */
export function PageHero({ theme, decorations = 'light', children }: PageHeroProps) {
  return (
    <section className={`hero hero--${theme}`}>
      <Decorations intensity={decorations} />
      <div className="container hero-inner">
        <div className="hero-text">{children}</div>
        <HeroArt theme={theme} />
      </div>
    </section>
  )
}
