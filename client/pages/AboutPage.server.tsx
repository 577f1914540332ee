import { useIntl } from 'react-intl'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { Link } from '../components/Link.tsx'
import { PageHeading } from '../components/PageHeading.tsx'

const commitments = [1, 2, 3, 4] as const

/** Mission, team, commitments and the way to reach us. */
export default function AboutPage() {
  const intl = useIntl()
  const t = (id: MessageKey) => intl.formatMessage({ id })
  return (
    <article className="container page narrow">
      <PageHeading id="about" />
      <section className="card" aria-labelledby="mission-heading">
        <h2 id="mission-heading">{t('about.s1.heading')}</h2>
        <p>{t('about.s1.text')}</p>
      </section>
      <section className="card" aria-labelledby="team-heading">
        <h2 id="team-heading">{t('about.team.heading')}</h2>
        <p>{t('about.team.text')}</p>
      </section>
      <section className="card" aria-labelledby="commitments-heading">
        <h2 id="commitments-heading">{t('about.s2.heading')}</h2>
        <p>{t('about.s2.text')}</p>
        <ul>
          {commitments.map((n) => (
            <li key={n}>{t(`about.commitment${n}`)}</li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t('about.contactLink')}</h2>
        <p>{t('about.contactText')}</p>
        <p>
          <Link to="contact" className="button">
            {t('about.contactLink')}
          </Link>
        </p>
      </section>
    </article>
  )
}
