import { useIntl } from 'react-intl'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import type { RouteId } from '../../core/routes.ts'
import { type Stage, StageIllustration } from './art/StageIllustration.tsx'

const isKey = (messages: Record<string, unknown>, key: string): key is MessageKey => key in messages

/** The numbered sections `${id}.s1`, `${id}.s2`, … that the catalogue holds for a page. */
function sectionKeys(messages: Record<string, unknown>, id: RouteId) {
  const keys: { heading: MessageKey; text: MessageKey }[] = []
  for (let n = 1; ; n++) {
    const heading = `${id}.s${n}.heading`
    const text = `${id}.s${n}.text`
    if (!isKey(messages, heading) || !isKey(messages, text)) return keys
    keys.push({ heading, text })
  }
}

/** A page's explanatory sections, each a card, straight from its catalogue entries. */
export function PageSections({ id, stages = [] }: { id: RouteId; stages?: readonly Stage[] }) {
  const intl = useIntl()
  return sectionKeys(intl.messages, id).map((section, index) => {
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
  })
}
