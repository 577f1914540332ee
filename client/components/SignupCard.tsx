import { useLocale } from '../i18n/use-locale.ts'
import type { SignupFormProps, SignupVariant } from '../islands/SignupForm.tsx'
import { usePage } from '../page-context.ts'
import { localizedPath } from '../routes.ts'
import { Island } from './Island.tsx'

/** The resource each generic sign-up asks for. */
const resourceOf = {
  trackingKit: 'tracking_kit',
  fertilityGuide: 'fertility_guide',
  pregnancyCalendar: 'pregnancy_calendar',
  articleGuide: 'article_guide',
} as const satisfies Record<SignupVariant, string>

interface SignupCardProps {
  /** Unique on its page: which form a plain POST answers. */
  formId: string
  variant: SignupVariant
  /** A calculator guide's source and fields; without it, the generic sign-up for the variant's resource. */
  request?: SignupFormProps['request']
  /** Calculator guide boxes hide 3 s after success. */
  autoHide?: boolean
}

/**
 * The reusable sign-up card (SPEC §3): title, description and button text by variant,
 * resource and source by request. Works as a plain POST until its island hydrates.
 */
export function SignupCard({ formId, variant, request, autoHide = false }: SignupCardProps) {
  const locale = useLocale()
  const { slug, posted } = usePage()
  const page = localizedPath(locale, slug ?? '')
  const mine = posted?.formId === formId ? posted : undefined
  const props: SignupFormProps = {
    formId,
    variant,
    request: request ?? { source: 'signup', resource: resourceOf[variant], page, language: locale },
    action: `${page}?form=${encodeURIComponent(formId)}`,
    autoHide,
    initial: mine?.outcome,
    initialEmail: mine?.values.email,
  }
  return <Island name="SignupForm" when="visible" props={props} />
}
