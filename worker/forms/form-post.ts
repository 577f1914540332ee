import type { FormOutcome, PostedForm } from '../../client/form-outcome.server.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { guideOfSource } from '../../core/calculators/guides.ts'
import { CONSENT_FIELD } from '../../core/consent.ts'
import {
  type ApiErrorCode,
  apiErrors,
  type FormKind,
  formErrorMessage,
  invalidEmailMessage,
} from '../../core/errors.ts'
import { contactFieldProblems, summaryTitle } from '../../core/form-problem.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { localizedPath, type Route } from '../../core/routes.ts'
import { contactSchema, invalidBodyCode, signupSchema } from '../api/schemas.ts'
import { type Submission, submissionContext, submitContact, submitSignup } from '../api/submissions.ts'
import { renderView, resolvePath } from '../pages/pages.tsx'
import type { AppContext } from '../request/clock.ts'
import { refusal } from '../request/guards.ts'
import { privateResponse } from '../request/private-headers.ts'
import { formValues } from './form-values.ts'

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i

/** The consent box, ticked: the API's `consent: true`; unticked, absent, and the schema refuses. */
const consentOf = (values: Record<string, string>) =>
  values[CONSENT_FIELD.name] === CONSENT_FIELD.value ? { consent: true } : {}

/** The form fields as the API's JSON would carry them; `page` and `language` come from the URL. */
function signupFromForm(values: Record<string, string>, route: Route, locale: Locale): unknown {
  const common = {
    email: values.email ?? '',
    ...consentOf(values),
    ...(values.website ? { website: values.website } : {}),
  }
  const guide = guideOfSource(values.source ?? '')
  if (guide) return { ...common, ...guide.fromForm(values) }
  return {
    ...common,
    source: values.source,
    resource: values.resource,
    page: localizedPath(locale, route.slug),
    language: locale,
  }
}

function contactFromForm(values: Record<string, string>, locale: Locale): unknown {
  return {
    name: values.name ?? '',
    email: values.email ?? '',
    message: values.message ?? '',
    ...(values.subject ? { subject: values.subject } : {}),
    ...(values.website ? { website: values.website } : {}),
    ...consentOf(values),
    language: locale,
  }
}

/** A sign-up's refused fields, each with its own message: the address, the consent box. */
function signupFieldProblems(
  kind: FormKind,
  issues: readonly { path: PropertyKey[] }[],
): Partial<Record<string, MessageKey>> {
  const at = (field: string) => issues.some((issue) => issue.path[0] === field)
  return {
    ...(at('email') ? { email: invalidEmailMessage[kind] } : {}),
    ...(at('consent') ? { consent: apiErrors.consent_required.message } : {}),
  }
}

export function formKindOf(values: Record<string, string>): FormKind {
  if (values.form === 'contact') return 'contact'
  return values.source === 'signup' ? 'signup' : 'guide'
}

/** Renders the posted page with the outcome beside the form named by `?form=` in the action URL. */
function responder(c: AppContext, locale: Locale, route: Route) {
  const formId = c.req.query('form') ?? ''
  const t = messagesFor(locale)
  // The answer shows what was posted (an address, a message): private, like the API's.
  const answer = async (outcome: FormOutcome, values: Record<string, string>, status: number) => {
    const posted: PostedForm = { formId, outcome, values }
    return privateResponse(await renderView(c, locale, { kind: 'route', route, posted }, status))
  }
  const fail = (kind: FormKind, code: ApiErrorCode, values: Record<string, string> = {}) =>
    answer({ status: 'error', message: t[formErrorMessage(kind, code)] }, values, apiErrors[code].status)
  /** A refusal of some fields: each gets its own message, as the island gives them with a script. */
  const refuseFields = (fieldErrors: Partial<Record<string, MessageKey>>, values: Record<string, string>) =>
    answer(
      { status: 'error', message: t[summaryTitle(fieldErrors)], fieldErrors },
      values,
      apiErrors.missing_fields.status,
    )
  return { answer, fail, refuseFields }
}

/** A posted form over 16 KB: its page, with the catalogue's message beside the form. */
export function formTooLarge(c: AppContext): Promise<Response> {
  const { locale, route } = resolvePath(new URL(c.req.url).pathname)
  if (!route) return renderView(c, locale, { kind: 'notFound' }, 404)
  return responder(c, locale, route).fail('signup', 'payload_too_large')
}

/**
 * A form posted to its own page without JavaScript: the same checks, schemas and store as
 * the API, answered with the same page showing the thank-you or the error in place.
 */
export async function formPostHandler(c: AppContext): Promise<Response> {
  const { locale, route } = resolvePath(new URL(c.req.url).pathname)
  if (!route) return renderView(c, locale, { kind: 'notFound' }, 404)
  const { answer, fail, refuseFields } = responder(c, locale, route)
  const t = (key: MessageKey) => messagesFor(locale)[key]
  const refused = await refusal(c, FORM_TYPE)
  if (refused) return fail('signup', refused)
  const values = await formValues(c)
  if (!values) return fail('signup', 'missing_fields')
  const kind = formKindOf(values)
  const context = submissionContext(c, locale)
  const parsed =
    kind === 'contact'
      ? contactSchema.safeParse(contactFromForm(values, locale))
      : signupSchema.safeParse(signupFromForm(values, route, locale))
  if (!parsed.success) {
    // Every field at fault says so, not only the first the schema met (issue 13).
    const fieldErrors =
      kind === 'contact'
        ? contactFieldProblems({
            name: values.name ?? '',
            email: values.email ?? '',
            message: values.message ?? '',
            consent: values[CONSENT_FIELD.name] ?? '',
          })
        : signupFieldProblems(kind, parsed.error.issues)
    if (Object.keys(fieldErrors).length > 0) return refuseFields(fieldErrors, values)
    return fail(kind, invalidBodyCode(parsed.error.issues), values)
  }
  const submission: Submission =
    'name' in parsed.data
      ? await submitContact(context, parsed.data)
      : await submitSignup(context, parsed.data)
  if (!submission.ok && submission.problem) {
    return answer(
      { status: 'error', message: t(submission.problem) },
      values,
      apiErrors[submission.code].status,
    )
  }
  if (!submission.ok) return fail(kind, submission.code, values)
  return answer({ status: 'sent', email: submission.email }, {}, 200)
}
