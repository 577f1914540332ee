import { useIntl } from 'react-intl'
import { ovulationForm } from '../../core/calculators/ovulation.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { type RouteId, type RouteSlug, routeOf } from '../../core/routes.ts'
import { CalculatorSection } from '../components/calculators/CalculatorSection.server.tsx'
import { ArticleCard } from '../components/content/ArticleCard.server.tsx'
import { Link } from '../components/Link.tsx'
import { PageHeading } from '../components/PageHeading.tsx'
import { QuizSection } from '../components/quiz/QuizSection.server.tsx'
import { SignupCard } from '../components/SignupCard.server.tsx'
import { findArticle } from '../content/articles.server.ts'
import { useLocale } from '../i18n/use-locale.ts'
import OvulationCalculator from '../islands/OvulationCalculator.tsx'

const steps = [1, 2, 3] as const
const fertileWindowPoints = [
  'home.fertileWindowPoint1',
  'home.fertileWindowPoint2',
  'home.fertileWindowPoint3',
] as const satisfies readonly MessageKey[]
const tips = [1, 2, 3] as const
const questions = [1, 2, 3, 4] as const

const featured: RouteSlug[] = [
  'when-do-i-ovulate-after-period',
  'signs-of-ovulation-for-natural-pregnancy',
  'understanding-your-cycle-length',
  '5-ways-to-improve-your-fertility',
]
const guides: RouteId[] = [
  'fertilityTips',
  'howItWorks',
  'pregnancyCalculator',
  'dueDateCalculator',
  'seeDoctor',
  'fertilityFoods',
  'doctorOver35',
  'conceptionAfter40',
  'blog',
]

export default function HomePage() {
  const intl = useIntl()
  const locale = useLocale()
  const t = (id: MessageKey) => intl.formatMessage({ id })
  return (
    <>
      <PageHeading id="home" hero="fertility" decorations="medium" />
      <div className="container page">
        <CalculatorSection component={OvulationCalculator} {...ovulationForm} />
        {/* A charter's way in from the home page (issue 60, item 2). */}
        <p className="home-my-cycles">
          {intl.formatMessage(
            { id: 'home.myCyclesLine' },
            {
              link: (chunks) => (
                <Link key="my-cycles" to="my-cycles">
                  {chunks}
                </Link>
              ),
            },
          )}
        </p>
        <QuizSection />
        <SignupCard formId="signup-trackingKit" variant="trackingKit" />

        <section className="card below-fold" aria-labelledby="how-heading">
          <h2 id="how-heading">{t('home.howItWorksHeading')}</h2>
          <p>{t('home.howItWorksLead')}</p>
          <ol className="steps">
            {steps.map((n) => (
              <li key={n}>
                <h3>{t(`home.step${n}.title`)}</h3>
                <p>{t(`home.step${n}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="card below-fold" aria-labelledby="window-heading">
          <h2 id="window-heading">{t('home.fertileWindowHeading')}</h2>
          <p>{t('home.fertileWindowText')}</p>
          <ul>
            {fertileWindowPoints.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
          <p className="hint">{t('home.fertileWindowNote')}</p>
        </section>

        <section className="below-fold" aria-labelledby="tips-heading">
          <h2 id="tips-heading">{t('home.fertilityTipsHeading')}</h2>
          <ul className="tip-grid">
            {tips.map((n) => (
              <li key={n} className="card">
                <h3>{t(`home.tip${n}.title`)}</h3>
                <p>{t(`home.tip${n}.text`)}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to="fertility-tips" className="standalone-link">
              {t('home.tipsLink')}
            </Link>
          </p>
        </section>

        <section className="card below-fold" aria-labelledby="faq-heading">
          <h2 id="faq-heading">{t('home.faqHeading')}</h2>
          {questions.map((n) => (
            <details key={n} className="faq-item">
              <summary>{t(`home.faq${n}.q`)}</summary>
              <p>{t(`home.faq${n}.a`)}</p>
            </details>
          ))}
          <p>
            <Link to="faq">{t('home.faqLink')}</Link>
          </p>
        </section>

        <section aria-labelledby="articles-heading">
          <h2 id="articles-heading">{t('home.articlesHeading')}</h2>
          <ul className="article-grid">
            {featured.map((slug) => {
              const article = findArticle(slug, locale)
              return article && <ArticleCard key={slug} meta={article.meta} headingLevel={3} />
            })}
          </ul>
        </section>

        <nav className="card" aria-labelledby="guides-heading">
          <h2 id="guides-heading">{t('home.guidesHeading')}</h2>
          <p>{t('home.guidesLead')}</p>
          <ul className="link-columns">
            {guides.map((id) => (
              <li key={id}>
                <Link to={routeOf(id).slug}>{t(`${id}.h1`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  )
}
