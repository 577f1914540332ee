import type { SignupRequest } from '../../islands/api-client.ts'
import SignupForm, { type SignupFormProps, type SignupVariant } from '../../islands/SignupForm.tsx'

/** The guide's form as it was posted without JavaScript: its outcome, the address and the box. */
export type GuidePosted = Pick<SignupFormProps, 'initial' | 'initialEmail' | 'initialConsent'>

interface GuidePromptProps {
  /** True for the first 3 s after a result; without JavaScript the box shows at once (CSS). */
  pending: boolean
  variant: SignupVariant
  request: SignupRequest
  action: string
  /**
   * The result's own query (`lmp`, `cycle`…): the form posts back to the page with the result,
   * so that, without JavaScript, the answer shows the result and this form with its outcome.
   */
  resultQuery: Readonly<Record<string, string>>
  /** The outcome of this form posted without JavaScript, shown beside it. */
  posted?: GuidePosted | undefined
  /** False where this edition keeps no personal data (core/personal-data-storage.ts): no box at all. */
  offered: boolean
}

/** The one guide form of a result page, named in its action (`?form=`) when posted without JavaScript. */
export const GUIDE_FORM_ID = 'calculator-guide'

/** The calculator's guide sign-up: appears 3 s after a result and hides 3 s after success. */
export function GuidePrompt({
  pending,
  variant,
  request,
  action,
  resultQuery,
  posted,
  offered,
}: GuidePromptProps) {
  if (!offered) return null
  const query = new URLSearchParams({ ...resultQuery, form: GUIDE_FORM_ID })
  return (
    <div className="guide-prompt" data-pending={pending ? '' : undefined}>
      <SignupForm
        formId={GUIDE_FORM_ID}
        variant={variant}
        request={request}
        action={`${action}?${query}`}
        autoHide
        {...posted}
      />
    </div>
  )
}
