import { useIntl } from 'react-intl'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { type DecorationIntensity, Decorations } from './art/Decorations.tsx'
import { HeroArt, type HeroTheme } from './art/HeroArt.tsx'

/** The pages whose catalogue has a heading and a lead: `${id}.h1` and `${id}.lead`. */
export type PageWithLead = {
  [K in MessageKey]: K extends `${infer Page}.lead` ? (`${Page}.h1` extends MessageKey ? Page : never) : never
}[MessageKey]

interface PageHeadingProps {
  id: PageWithLead
  /** A themed banner with an illustration around the heading; without it, a plain header. */
  hero?: HeroTheme
  decorations?: DecorationIntensity
}

/** A page's `<h1>` and lead, from its catalogue entries: the one way a page is headed. */
export function PageHeading({ id, hero, decorations = 'light' }: PageHeadingProps) {
  const intl = useIntl()
  const heading = (
    <>
      <h1>{intl.formatMessage({ id: `${id}.h1` })}</h1>
      <p className="lead">{intl.formatMessage({ id: `${id}.lead` })}</p>
    </>
  )
  if (!hero) return <header className="page-header">{heading}</header>
  return (
    <section className={`hero hero--${hero}`}>
      <Decorations intensity={decorations} />
      <div className="container hero-inner">
        <div className="hero-text">{heading}</div>
        <HeroArt theme={hero} />
      </div>
    </section>
  )
}
