import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { MessageKey } from '../i18n/messages.ts'
import { type RouteId, routes } from '../routes.ts'
import { type ResourceVariant, SignupCard } from './SignupCard.tsx'

/** The sign-up each outlined page offers (the calculators offer their own guides). */
function signupFor(id: RouteId): ResourceVariant | null {
  if (id === 'fertilityTips') return 'fertilityGuide'
  if (id === 'twinsCalculator' || id === 'dueDateCalculator') return 'pregnancyCalendar'
  return routes.find((route) => route.id === id)?.group === 'articles' ? 'articleGuide' : null
}

/** The numbered sections `${id}.s1`, `${id}.s2`, … that the catalogue holds for a page. */
function sectionKeys(messages: Record<string, unknown>, id: RouteId) {
  const keys: { heading: MessageKey; text: MessageKey }[] = []
  for (let n = 1; `${id}.s${n}.heading` in messages; n++) {
    keys.push({ heading: `${id}.s${n}.heading` as MessageKey, text: `${id}.s${n}.text` as MessageKey })
  }
  return keys
}

/** A page's heading, lead and outline of sections, straight from its catalogue entries. */
export function PageOutline({ id, children }: { id: RouteId; children?: ReactNode }) {
  const intl = useIntl()
  const signup = signupFor(id)
  return (
    <article className="container page">
      <header className="page-header">
        <h1>{intl.formatMessage({ id: `${id}.h1` })}</h1>
        <p className="lead">{intl.formatMessage({ id: `${id}.lead` as MessageKey })}</p>
      </header>
      {children}
      {sectionKeys(intl.messages, id).map((section) => (
        <section key={section.heading} className="card">
          <h2>{intl.formatMessage({ id: section.heading })}</h2>
          <p>{intl.formatMessage({ id: section.text })}</p>
        </section>
      ))}
      {signup && <SignupCard formId={`signup-${signup}`} variant={signup} />}
    </article>
  )
}
