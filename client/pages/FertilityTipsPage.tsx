import { useIntl } from 'react-intl'
import { Island } from '../components/Island.tsx'
import { Link } from '../components/Link.tsx'
import { SignupCard } from '../components/SignupCard.tsx'

/** /fertility-tips (SPEC §2): the tips by topic in tabs, the guide sign-up, the calculator. */
export default function FertilityTipsPage() {
  const intl = useIntl()
  return (
    <article className="container page">
      <header className="page-header">
        <h1>{intl.formatMessage({ id: 'fertilityTips.h1' })}</h1>
        <p className="lead">{intl.formatMessage({ id: 'fertilityTips.lead' })}</p>
      </header>
      <Island name="TipsTabs" when="visible" props={{}} />
      <SignupCard formId="signup-fertilityGuide" variant="fertilityGuide" />
      <p className="tips-cta">
        <Link to="" className="button">
          {intl.formatMessage({ id: 'tips.calculatorLink' })}
        </Link>
      </p>
    </article>
  )
}
