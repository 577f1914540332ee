import { useIntl } from 'react-intl'
import { Island } from '../components/Island.server.tsx'
import { Link } from '../components/Link.tsx'
import { PageHeading } from '../components/PageHeading.tsx'
import { SignupCard } from '../components/SignupCard.server.tsx'
import TipsTabs from '../islands/TipsTabs.tsx'

/** /fertility-tips (docs/product.md §2): the tips by topic in tabs, the guide sign-up, the calculator. */
export default function FertilityTipsPage() {
  const intl = useIntl()
  return (
    <article className="container page">
      <PageHeading id="fertilityTips" />
      <Island component={TipsTabs} props={{}} />
      <SignupCard formId="signup-fertilityGuide" variant="fertilityGuide" />
      <p className="tips-cta">
        <Link to="" className="button">
          {intl.formatMessage({ id: 'tips.calculatorLink' })}
        </Link>
      </p>
    </article>
  )
}
