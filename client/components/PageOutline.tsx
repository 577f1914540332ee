import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { MessageKey } from '../i18n/messages.ts'
import type { RouteId } from '../routes.ts'
import type { HeroTheme } from './art/HeroArt.tsx'
import { type Stage, StageIllustration } from './art/StageIllustration.tsx'
import { PageHero } from './PageHero.tsx'
import { type ResourceVariant, SignupCard } from './SignupCard.tsx'

/** The numbered sections `${id}.s1`, `${id}.s2`, … that the catalogue holds for a page. */
function sectionKeys(messages: Record<string, unknown>, id: RouteId) {
  const keys: { heading: MessageKey; text: MessageKey }[] = []
  for (let n = 1; `${id}.s${n}.heading` in messages; n++) {
    keys.push({ heading: `${id}.s${n}.heading` as MessageKey, text: `${id}.s${n}.text` as MessageKey })
  }
  return keys
}

interface PageOutlineProps {
  id: RouteId
  /** The theme of the banner that carries the heading. */
  hero: HeroTheme
  /** A sign-up card after the sections, besides the guides a calculator offers itself. */
  signup?: ResourceVariant
  /** A small picture beside each section, in order. */
  stages?: readonly Stage[]
  children?: ReactNode
}

/** A calculator page's heading, lead and explanatory sections, straight from its catalogue entries. */
export function PageOutline({ id, hero, signup, stages = [], children }: PageOutlineProps) {
  const intl = useIntl()
  return (
    <>
      <PageHero theme={hero}>
        <h1>{intl.formatMessage({ id: `${id}.h1` })}</h1>
        <p className="lead">{intl.formatMessage({ id: `${id}.lead` as MessageKey })}</p>
      </PageHero>
      <article className="container page">
        {children}
        {sectionKeys(intl.messages, id).map((section, index) => {
          const stage = stages[index]
          return (
            <section key={section.heading} className={stage ? 'card with-art' : 'card'}>
              {stage && <StageIllustration stage={stage} size="sm" />}
              <div>
                <h2>{intl.formatMessage({ id: section.heading })}</h2>
                <p>{intl.formatMessage({ id: section.text })}</p>
              </div>
            </section>
          )
        })}
        {signup && <SignupCard formId={`signup-${signup}`} variant={signup} />}
      </article>
    </>
  )
}
