import { useIntl } from 'react-intl'
import { fromPromise } from 'xstate'
import { CONSENT_FIELD } from '../../core/consent.ts'
import { formErrorMessage } from '../../core/errors.ts'
import { type ContactField, contactFields, summaryTitle } from '../../core/form-problem.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { ConsentBox } from '../components/ConsentBox.tsx'
import { ConsentLine } from '../components/ConsentLine.tsx'
import { ErrorSummary } from '../components/ErrorSummary.tsx'
import { Honeypot } from '../components/Honeypot.tsx'
import { useProblemText } from '../components/use-problem-text.ts'
import { useLocale } from '../i18n/use-locale.ts'
import {
  type ContactFields,
  type ContactOutcome,
  type ContactResult,
  contactMachine,
} from '../machines/contactMachine.ts'
import { island } from './contract.ts'
import { useIslandMachine } from './use-island-machine.ts'

export interface ContactFormProps {
  /** Where the form posts without JavaScript: this page, naming the form. */
  action: string
  initial?: ContactOutcome | undefined
}

const text = (data: FormData, name: keyof ContactFields) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

const labels = {
  name: 'contactForm.nameLabel',
  email: 'form.emailLabel',
  subject: 'contactForm.subjectLabel',
  message: 'contactForm.messageLabel',
} as const satisfies Record<Exclude<keyof ContactFields, 'consent'>, MessageKey>

const inputId = (name: keyof ContactFields) => `contact-${name}`
const errorId = (name: keyof ContactFields) => `contact-${name}-error`

export const contract = island({ hydrate: 'interaction', messages: ['form', 'contactForm', 'errors'] })

const consentIds = { input: inputId('consent'), error: errorId('consent') }

/** The contact form: name, e-mail, optional subject and message. */
export default function ContactForm({ action, initial }: ContactFormProps) {
  const intl = useIntl()
  const locale = useLocale()
  const [state, send] = useIslandMachine(
    contactMachine,
    () => ({ initial }),
    () => ({
      actors: {
        send: fromPromise<ContactResult, ContactFields>(async ({ input }) => {
          const { subject, consent: _ticked, ...required } = input
          // The RPC client loads with the first message sent, not with the page.
          const { postContact } = await import('./api-client.ts')
          // The machine sends only with the box ticked (contactFieldProblems).
          const answer = await postContact(
            { ...required, ...(subject ? { subject } : {}), language: locale, consent: true },
            locale,
          )
          return answer.ok
            ? { ok: true }
            : { ok: false, problem: { key: formErrorMessage('contact', answer.error.code) } }
        }),
      },
    }),
  )
  const problem = useProblemText(state.context.problem)
  const sending = state.matches('sending')
  const { fields, fieldProblems, attempts } = state.context
  const faulty = contactFields.filter((name) => fieldProblems[name])

  if (state.matches('sent')) {
    return (
      <div id="contact-form" className="card contact-sent" role="status">
        <h2>{intl.formatMessage({ id: 'contactForm.sentTitle' })}</h2>
        <p>{intl.formatMessage({ id: 'contactForm.responseTime' })}</p>
        <button type="button" className="button secondary" onClick={() => send({ type: 'contact.reset' })}>
          {intl.formatMessage({ id: 'contactForm.sendAnother' })}
        </button>
      </div>
    )
  }
  /** A field, with its own message beside it when it is at fault. */
  const field = (name: Exclude<keyof ContactFields, 'consent'>) => {
    const fault = name === 'subject' ? undefined : fieldProblems[name as ContactField]
    const control = {
      id: inputId(name),
      name,
      required: name !== 'subject',
      defaultValue: fields[name],
      disabled: sending,
      'aria-invalid': fault ? true : undefined,
      'aria-describedby': fault ? errorId(name) : undefined,
    } as const
    return (
      <div className="field">
        <label htmlFor={inputId(name)}>{intl.formatMessage({ id: labels[name] })}</label>
        {name === 'message' ? (
          <textarea rows={6} {...control} />
        ) : (
          <input
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'off'}
            {...control}
          />
        )}
        {fault && (
          <p id={errorId(name)} className="field-error">
            {intl.formatMessage({ id: fault })}
          </p>
        )}
      </div>
    )
  }
  return (
    <form
      id="contact-form"
      className="card contact-form"
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        send({
          type: 'contact.submit',
          fields: {
            name: text(data, 'name'),
            email: text(data, 'email'),
            subject: text(data, 'subject'),
            message: text(data, 'message'),
            consent: text(data, 'consent'),
          },
        })
      }}
    >
      {(faulty.length > 0 || problem) && (
        <ErrorSummary
          id="contact-errors"
          title={intl.formatMessage({ id: summaryTitle(fieldProblems) })}
          items={[
            ...faulty.map((name) => ({
              fieldId: inputId(name),
              text: intl.formatMessage({ id: fieldProblems[name] as MessageKey }),
            })),
            ...(problem ? [{ text: problem }] : []),
          ]}
          focusKey={attempts}
        />
      )}
      <input type="hidden" name="form" value="contact" />
      <Honeypot id="contact-website" />
      {field('name')}
      {field('email')}
      {field('subject')}
      {field('message')}
      <ConsentBox
        kind="contact"
        ids={consentIds}
        defaultChecked={fields.consent === CONSENT_FIELD.value}
        disabled={sending}
        fault={fieldProblems.consent}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending
          ? intl.formatMessage({ id: 'form.sending' })
          : intl.formatMessage({ id: 'contactForm.send' })}
      </button>
      <ConsentLine />
    </form>
  )
}
