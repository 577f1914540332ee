/**
 * What happened to a submitted form, for the page that shows it: the island after its own
 * request, or the server after a plain POST without JavaScript.
 */
export type FormOutcome =
  | { status: 'sent'; email: string; erasePath: string }
  | { status: 'error'; message: string }

/** A page's form submitted without JavaScript: which form, what happened, what was typed. */
export interface PostedForm {
  formId: string
  outcome: FormOutcome
  values: Record<string, string>
}
