import { useIntl } from 'react-intl'
import { fromPromise } from 'xstate'
import { CONSENT_FIELD } from '../../core/consent.ts'
import {
  type ApiErrorCode,
  formErrorMessage,
  formErrorMessages,
  invalidEmailMessage,
} from '../../core/errors.ts'
import { confirmationDelay } from '../../core/mail-limits.ts'
import { ConsentBox } from '../components/ConsentBox.tsx'
import { ConsentLine } from '../components/ConsentLine.tsx'
import { ErrorSummary } from '../components/ErrorSummary.tsx'
import { Honeypot } from '../components/Honeypot.tsx'
import { useProblemText } from '../components/use-problem-text.ts'
import type { FormOutcome } from '../form-outcome.server.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { type SignupResult, signupMachine } from '../machines/signupMachine.ts'
import type { SignupBody, SignupRequest } from './api-client.ts'
import { trackSignup } from './browser.ts'
import { island } from './contract.ts'
import { useIslandMachine } from './use-island-machine.ts'

export type SignupVariant =
  | 'trackingKit'
  | 'fertilityGuide'
  | 'pregnancyCalendar'
  | 'articleGuide'
  | 'ovulationGuide'
  | 'pregnancyGuide'
  | 'dueDateGuide'

export interface SignupFormProps {
  formId: string
  /** The request body without the address: the source and its per-source fields. */
  request: SignupRequest
  variant: SignupVariant
  /** Where the form posts without JavaScript: this page, naming the form. */
  action: string
  autoHide: boolean
  initial?: FormOutcome | undefined
  initialEmail?: string | undefined
  /** The consent box as it was posted without JavaScript. */
  initialConsent?: boolean | undefined
}

export const contract = island({
  hydrate: 'interaction',
  // One island is either kind, by its props.
  messages: ['form', 'signup', ...formErrorMessages('signup'), ...formErrorMessages('guide')],
})

/** The field an API refusal is about, shown beside it; any other refusal is the form's. */
const fieldOf: Partial<Record<ApiErrorCode, 'email' | 'consent'>> = {
  invalid_email: 'email',
  consent_required: 'consent',
}

/** A guide or resource sign-up: the SignupCard's interactive part. */
export default function SignupForm({
  formId,
  request,
  variant,
  action,
  autoHide,
  initial,
  initialEmail,
  initialConsent = false,
}: SignupFormProps) {
  const intl = useIntl()
  const locale = useLocale()
  const kind = request.source === 'signup' ? 'signup' : 'guide'
  const [state, send] = useIslandMachine(
    signupMachine,
    () => ({ invalidEmail: invalidEmailMessage[kind], autoHide, initial }),
    () => ({
      actors: {
        send: fromPromise<SignupResult, { email: string }>(async ({ input }) => {
          // The RPC client loads with the first sign-up sent, not with every page that shows the form.
          const { postSignup } = await import('./api-client.ts')
          // The machine sends only with the box ticked.
          const body = { ...request, email: input.email, consent: true } as SignupBody
          const answer = await postSignup(body, locale)
          return answer.ok
            ? answer
            : {
                ok: false,
                problem: { key: formErrorMessage(kind, answer.error.code) },
                field: fieldOf[answer.error.code],
              }
        }),
      },
      actions: { track: () => trackSignup() },
    }),
  )
  const problem = useProblemText(state.context.problem)
  const sending = state.matches('sending')
  const { emailAtFault, consentAtFault, attempts } = state.context
  const ids = {
    title: `${formId}-title`,
    email: `${formId}-email`,
    error: `${formId}-error`,
    summary: `${formId}-errors`,
    consent: { input: `${formId}-consent`, error: `${formId}-consent-error` },
  }

  if (state.matches('hidden')) return null
  if (state.matches('sent')) {
    return (
      <section className="signup-card card signup-sent" role="status" aria-labelledby={ids.title}>
        <h2 id={ids.title}>{intl.formatMessage({ id: 'signup.thanksTitle' })}</h2>
        <p>
          {intl.formatMessage(
            { id: 'signup.thanks' },
            { email: <strong key="email">{state.context.email}</strong> },
          )}
        </p>
        {/* The same words for every address: they say nothing of what it already asked for. */}
        <p>{intl.formatMessage({ id: 'signup.delay' }, confirmationDelay)}</p>
        <p>{intl.formatMessage({ id: 'signup.spamHint' })}</p>
      </section>
    )
  }
  return (
    <section className="signup-card card" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{intl.formatMessage({ id: `signup.${variant}.title` })}</h2>
      <p>{intl.formatMessage({ id: `signup.${variant}.description` })}</p>
      <form
        method="post"
        action={action}
        noValidate
        aria-labelledby={ids.title}
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          const email = data.get('email')
          send({
            type: 'signup.submit',
            email: typeof email === 'string' ? email : '',
            consent: data.get(CONSENT_FIELD.name) === CONSENT_FIELD.value,
          })
        }}
      >
        {problem && (
          <ErrorSummary
            id={ids.summary}
            title={intl.formatMessage({ id: 'errors.summaryTitle' })}
            items={[
              {
                fieldId: emailAtFault ? ids.email : consentAtFault ? ids.consent.input : undefined,
                text: problem,
              },
            ]}
            focusKey={attempts}
          />
        )}
        <input type="hidden" name="form" value="signup" />
        {Object.entries(request).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value === null ? '' : String(value)} />
        ))}
        <Honeypot id={`${formId}-website`} />
        <div className="field-row">
          <label htmlFor={ids.email}>{intl.formatMessage({ id: 'form.emailLabel' })}</label>
          <div className="inline-field">
            <input
              id={ids.email}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={intl.formatMessage({ id: 'form.emailPlaceholder' })}
              defaultValue={initialEmail}
              disabled={sending}
              aria-invalid={emailAtFault ? true : undefined}
              aria-describedby={emailAtFault ? ids.error : undefined}
            />
          </div>
          {emailAtFault && problem && (
            <p id={ids.error} className="field-error">
              {problem}
            </p>
          )}
        </div>
        <ConsentBox
          kind={kind}
          ids={ids.consent}
          defaultChecked={initialConsent}
          disabled={sending}
          fault={consentAtFault ? 'errors.consentRequired' : undefined}
        />
        <div className="field-row">
          <div className="inline-field">
            <button type="submit" className="button" disabled={sending}>
              {sending
                ? intl.formatMessage({ id: 'form.sending' })
                : intl.formatMessage({ id: `signup.${variant}.button` })}
            </button>
          </div>
        </div>
      </form>
      <ConsentLine />
    </section>
  )
}
