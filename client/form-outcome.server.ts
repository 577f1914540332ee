import type { MessageKey } from '../core/i18n/message-key.ts'

/**
 * What happened to a submitted form, for the page that shows it: the island after its own
 * request, or the server after a plain POST without JavaScript.
 */
export type FormOutcome =
  | { status: 'sent'; email: string }
  | {
      status: 'error'
      /** What went wrong with the form as a whole (the summary's text when no field is at fault). */
      message: string
      /** Each field at fault, with its own message (catalogue keys, translated by the island). */
      fieldErrors?: Partial<Record<string, MessageKey>> | undefined
    }

/** A page's form submitted without JavaScript: which form, what happened, what was typed. */
export interface PostedForm {
  formId: string
  outcome: FormOutcome
  values: Record<string, string>
}
