import { useIntl } from 'react-intl'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { Link } from '../components/Link.tsx'
import { PageHeading } from '../components/PageHeading.tsx'

const cards = [1, 2, 3] as const
const formulas = [
  'howItWorks.formulaOvulation',
  'howItWorks.formulaPeriod',
  'howItWorks.formulaDue',
] as const satisfies readonly MessageKey[]

/** Three cards (tracking, predictions, insights) and the formulas behind the results. */
export default function HowItWorksPage() {
  const intl = useIntl()
  const t = (id: MessageKey) => intl.formatMessage({ id })
  return (
    <article className="container page">
      <PageHeading id="howItWorks" />
      <ol className="tip-grid steps">
        {cards.map((n) => (
          <li key={n} className="card">
            <h2>{t(`howItWorks.s${n}.heading`)}</h2>
            <p>{t(`howItWorks.s${n}.text`)}</p>
            <p>{t(`howItWorks.s${n}.points`)}</p>
          </li>
        ))}
      </ol>
      <section className="card" aria-labelledby="formula-heading">
        <h2 id="formula-heading">{t('howItWorks.formulaHeading')}</h2>
        <ul>
          {formulas.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
        <p>
          <Link to="" className="button">
            {t('howItWorks.cta')}
          </Link>
        </p>
      </section>
    </article>
  )
}
