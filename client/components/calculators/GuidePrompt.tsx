import type { SignupRequest } from '../../islands/api-client.ts'
import SignupForm, { type SignupVariant } from '../../islands/SignupForm.tsx'

interface GuidePromptProps {
  /** True for the first 3 s after a result; without JavaScript the box shows at once (CSS). */
  pending: boolean
  variant: SignupVariant
  request: SignupRequest
  action: string
  /** False where this edition keeps no personal data (client/personal-data-storage.ts): no box at all. */
  offered: boolean
}

/** The calculator's guide sign-up: appears 3 s after a result and hides 3 s after success. */
export function GuidePrompt({ pending, variant, request, action, offered }: GuidePromptProps) {
  if (!offered) return null
  return (
    <div className="guide-prompt" data-pending={pending ? '' : undefined}>
      <SignupForm
        formId="calculator-guide"
        variant={variant}
        request={request}
        action={`${action}?form=calculator-guide`}
        autoHide
      />
    </div>
  )
}
