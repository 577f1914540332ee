import type { MessageKey } from '../../core/i18n/message-key.ts'
import type { SignupRow } from '../../db/subscribers.ts'

/** The name of what a sign-up asked for, as the confirmation mail and the confirm page say it. */
export function resourceName(signup: SignupRow): MessageKey {
  const fields = JSON.parse(signup.fields) as { resource?: string }
  return `mail.resource.${signup.source === 'signup' ? fields.resource : signup.source}` as MessageKey
}
