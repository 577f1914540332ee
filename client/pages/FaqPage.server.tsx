import { useIntl } from 'react-intl'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { Link } from '../components/Link.tsx'
import { PageHeading } from '../components/PageHeading.tsx'

const questions = [1, 2, 3, 4, 5, 6] as const

/** Six questions about ovulation, each opening on its own (native details, no script needed). */
export default function FaqPage() {
  const intl = useIntl()
  const t = (id: MessageKey) => intl.formatMessage({ id })
  return (
    <article className="container page narrow">
      <PageHeading id="faq" />
      <div className="card">
        {questions.map((n) => (
          <details key={n} className="faq-item">
            <summary>
              <h2 className="faq-question">{t(`faq.q${n}`)}</h2>
            </summary>
            <p>{t(`faq.a${n}`)}</p>
          </details>
        ))}
      </div>
      <p>
        <Link to="contact">{t('faq.more')}</Link>
      </p>
    </article>
  )
}
