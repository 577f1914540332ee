import { canonicalAddress } from './address.ts'
import { CONSENT_FIELD } from './consent.ts'
import type { MessageKey } from './i18n/message-key.ts'

/** What a form shows in red: a catalogue message, or text the server already translated. */
export type Problem = { key: MessageKey } | { text: string }

/** Whether an address is one mailbox, by the same rule the server applies (core/address.ts). */
export function isMailbox(value: string): boolean {
  return canonicalAddress(value) !== null
}

/**
 * CR, LF and every other control, format or line-separator character (NUL, ESC, DEL, U+0085,
 * U+2028, bidi controls, zero-width joiners…). A name or a subject becomes a mail header: none of
 * these may be in one.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/** Whether a value can stand in a mail header as the visitor typed it. */
export const isOneLine = (value: string): boolean => !NOT_ONE_LINE.test(value)

/**
 * The characters that turn a display name into something else in a "From" or "Reply-To" line
 * (RFC 5322's specials that quote, open an address or separate mailboxes): with them a name such as
 * `Support Team" <someone@else.test>, "x` read as another sender (security review, finding 4).
 */
const MAILBOX_SPECIALS = /["<>@,;]/

/** Whether a name can stand as a mail's display name: one line, and none of the mailbox specials. */
export const isPlainName = (value: string): boolean => isOneLine(value) && !MAILBOX_SPECIALS.test(value)

/** The contact form's checked fields, in the order they appear (and the summary lists them). */
export const contactFields = ['name', 'email', 'message', 'consent'] as const
export type ContactField = (typeof contactFields)[number]

const requiredMessage = {
  name: 'errors.nameRequired',
  email: 'errors.emailRequired',
  message: 'errors.messageRequired',
  consent: 'errors.consentRequired',
} as const satisfies Record<ContactField, MessageKey>

/**
 * Each contact field's own problem, so every empty or malformed field says so beside itself
 * (issue 13); the same check runs in the browser and for a form posted without JavaScript.
 */
export function contactFieldProblems(
  fields: Readonly<Record<ContactField, string>>,
): Partial<Record<ContactField, MessageKey>> {
  const problems: Partial<Record<ContactField, MessageKey>> = {}
  for (const field of contactFields) {
    const given = field === 'consent' ? fields.consent === CONSENT_FIELD.value : fields[field].trim() !== ''
    if (!given) problems[field] = requiredMessage[field]
  }
  if (!problems.name && !isPlainName(fields.name)) problems.name = 'errors.singleLine'
  if (!problems.email && !isMailbox(fields.email)) problems.email = 'errors.invalidEmailClient'
  return problems
}

/**
 * The heading of a form's error summary: the catalogue's 'Please fill out all required
 * fields' (docs/product.md §8) when one is empty, else a plain 'Please check the form'.
 */
export function summaryTitle(fieldProblems: Readonly<Partial<Record<string, MessageKey>>>): MessageKey {
  const missing = Object.values(fieldProblems).some((key) => key?.endsWith('Required'))
  return missing ? 'errors.missingFields' : 'errors.summaryTitle'
}

/**
 * Marks a refused submission so the page can move focus to the error summary each time:
 * 0 before any, then 1 and 2 in turn. It only has to change, and a bounded value keeps the
 * machines' state space finite for the model-based tests.
 */
export type Attempt = 0 | 1 | 2
export const nextAttempt = (attempt: Attempt): Attempt => (attempt === 1 ? 2 : 1)
