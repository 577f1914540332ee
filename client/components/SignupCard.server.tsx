import { useIntl } from 'react-intl'
import { CONSENT_FIELD } from '../../core/consent.ts'
import { keepsPersonalData } from '../../core/personal-data-storage.ts'
import { localizedPath } from '../../core/routes.ts'
import { useLocale } from '../i18n/use-locale.ts'
import SignupForm, { type SignupFormProps, type SignupVariant } from '../islands/SignupForm.tsx'
import { usePage } from '../page-context.server.ts'
import { Island } from './Island.server.tsx'

/** The resource each generic sign-up asks for. */
const resourceOf = {
  trackingKit: 'tracking_kit',
  fertilityGuide: 'fertility_guide',
  pregnancyCalendar: 'pregnancy_calendar',
  articleGuide: 'article_guide',
} as const satisfies Partial<Record<SignupVariant, string>>

export type ResourceVariant = keyof typeof resourceOf

interface SignupCardProps {
  /** Unique on its page: which form a plain POST answers. */
  formId: string
  variant: ResourceVariant
}

/**
 * The reusable sign-up card (docs/product.md §3) for a resource: title, description and button text by
 * variant. Works as a plain POST until its island hydrates. The calculators' guide boxes
 * render the same form inside their own island, with their source and fields.
 */
export function SignupCard({ formId, variant }: SignupCardProps) {
  const locale = useLocale()
  const intl = useIntl()
  const { slug, posted, russianStorage } = usePage()
  if (!keepsPersonalData(locale, russianStorage)) {
    // This edition keeps no personal data on the server (decision 068): what works without it.
    return (
      <section className="signup-card card" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`}>{intl.formatMessage({ id: 'form.notOffered.title' })}</h2>
        <p>{intl.formatMessage({ id: 'form.notOffered.text' })}</p>
      </section>
    )
  }
  const page = localizedPath(locale, slug ?? '')
  const mine = posted?.formId === formId ? posted : undefined
  const props: SignupFormProps = {
    formId,
    variant,
    request: { source: 'signup', resource: resourceOf[variant], page, language: locale },
    action: `${page}?form=${encodeURIComponent(formId)}`,
    autoHide: false,
    initial: mine?.outcome,
    initialEmail: mine?.values.email,
    initialConsent: mine?.values[CONSENT_FIELD.name] === CONSENT_FIELD.value,
  }
  return <Island component={SignupForm} props={props} />
}
