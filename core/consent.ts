/**
 * Consent where the data is given (issue 59, item 1; decision 068). Every form asks, with an
 * unticked box of its own beside its button, for consent to keep what it carries: a calculator's
 * guide the dates it sends (health data: GDPR art. 9(2)(a), LGPD art. 11 I, 152-ФЗ ст. 10), a
 * resource sign-up the address, a contact message the message. The server refuses a submission
 * without it, and the stored row keeps the words agreed to and when.
 */
import type { FormKind } from './errors.ts'
import type { MessageKey } from './i18n/message-key.ts'

/** The box's label, by kind of form: it says what is kept, for what, and links the consent page. */
export const consentLabel = {
  guide: 'form.consentBox.guide',
  signup: 'form.consentBox.signup',
  contact: 'form.consentBox.contact',
} as const satisfies Record<FormKind, MessageKey>

/** The name and value of the box in a form posted without JavaScript. */
export const CONSENT_FIELD = { name: 'consent', value: 'yes' } as const

/** The field of the API's JSON body: `true`, or the submission is refused. */
export type ConsentField = { consent: true }
