import { useIntl } from 'react-intl'
import { fromPromise } from 'xstate'
import { type ContactFields, type ContactResult, contactMachine } from '../../machines/contactMachine.ts'
import { ConsentLine } from '../components/ConsentLine.tsx'
import { Honeypot } from '../components/Honeypot.tsx'
import { useProblemText } from '../components/use-problem-text.ts'
import { formErrorMessage } from '../errors.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { postContact } from './api-client.ts'
import { useIslandMachine } from './use-island-machine.ts'

export interface ContactFormProps {
  /** Where the form posts without JavaScript: this page, naming the form. */
  action: string
  initial?: { status: 'sent' } | { status: 'error'; message: string; fields: ContactFields } | undefined
}

const text = (data: FormData, name: keyof ContactFields) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

/** The contact form: name, e-mail, optional subject and message. */
export default function ContactForm({ action, initial }: ContactFormProps) {
  const intl = useIntl()
  const locale = useLocale()
  const [state, send] = useIslandMachine(
    contactMachine.provide({
      actors: {
        send: fromPromise<ContactResult, ContactFields>(async ({ input }) => {
          const { subject, ...required } = input
          const answer = await postContact(
            { ...required, ...(subject ? { subject } : {}), language: locale },
            locale,
          )
          return answer.ok
            ? { ok: true }
            : { ok: false, problem: { key: formErrorMessage('contact', answer.error.code) } }
        }),
      },
    }),
    () => ({ initial }),
  )
  const problem = useProblemText(state.context.problem)
  const sending = state.matches('sending')
  const { fields } = state.context

  if (state.matches('sent')) {
    return (
      <div className="card contact-sent" role="status">
        <h2>{intl.formatMessage({ id: 'contact.sentTitle' })}</h2>
        <p>{intl.formatMessage({ id: 'contact.responseTime' })}</p>
        <button type="button" className="button secondary" onClick={() => send({ type: 'contact.reset' })}>
          {intl.formatMessage({ id: 'contact.sendAnother' })}
        </button>
      </div>
    )
  }
  const field = (
    name: keyof ContactFields,
    label: 'contact.nameLabel' | 'form.emailLabel' | 'contact.subjectLabel',
  ) => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>{intl.formatMessage({ id: label })}</label>
      <input
        id={`contact-${name}`}
        name={name}
        type={name === 'email' ? 'email' : 'text'}
        required={name !== 'subject'}
        autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'off'}
        defaultValue={fields[name]}
        disabled={sending}
        aria-invalid={problem && name !== 'subject' ? true : undefined}
        aria-describedby={problem ? 'contact-error' : undefined}
      />
    </div>
  )
  return (
    <form
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
          },
        })
      }}
    >
      <input type="hidden" name="form" value="contact" />
      <Honeypot id="contact-website" />
      {field('name', 'contact.nameLabel')}
      {field('email', 'form.emailLabel')}
      {field('subject', 'contact.subjectLabel')}
      <div className="field">
        <label htmlFor="contact-message">{intl.formatMessage({ id: 'contact.messageLabel' })}</label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          defaultValue={fields.message}
          disabled={sending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'contact-error' : undefined}
        />
      </div>
      {problem && (
        <div id="contact-error" className="error-banner" role="alert">
          <strong>{intl.formatMessage({ id: 'errors.viewTitle' })}</strong> {problem}
        </div>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? intl.formatMessage({ id: 'form.sending' }) : intl.formatMessage({ id: 'contact.send' })}
      </button>
      <ConsentLine />
    </form>
  )
}
