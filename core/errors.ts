import type { MessageKey } from './i18n/message-key.ts'

/**
 * The error catalogue (docs/product.md §8): every failure the API or a form can answer, with its HTTP
 * status and its message. The only place these are defined; messages are translated in
 * the catalogues.
 */
export const apiErrors = {
  invalid_email: { status: 400, message: 'errors.invalidEmail' },
  missing_fields: { status: 400, message: 'errors.missingFields' },
  invalid_date: { status: 400, message: 'errors.invalidDate' },
  invalid_text: { status: 400, message: 'errors.singleLine' },
  consent_required: { status: 400, message: 'errors.consentRequired' },
  forbidden_origin: { status: 403, message: 'errors.forbiddenOrigin' },
  not_offered: { status: 403, message: 'errors.notOffered' },
  not_found: { status: 404, message: 'errors.notFound' },
  method_not_allowed: { status: 405, message: 'errors.methodNotAllowed' },
  payload_too_large: { status: 413, message: 'errors.payloadTooLarge' },
  unsupported_media_type: { status: 415, message: 'errors.unsupportedMediaType' },
  rate_limited: { status: 429, message: 'errors.rateLimited' },
  unavailable: { status: 503, message: 'errors.unavailable' },
  unexpected: { status: 500, message: 'errors.unexpected' },
  // The sync API's own (decision 081): an unknown space, a wrong proof, a revoked share and a
  // malformed id or credential all get this one answer, so that it tells a stranger nothing.
  sync_refused: { status: 404, message: 'errors.syncRefused' },
  sync_full: { status: 507, message: 'errors.syncFull' },
  sync_invalid: { status: 400, message: 'errors.syncInvalid' },
} as const satisfies Record<string, { status: number; message: MessageKey }>

export type ApiErrorCode = keyof typeof apiErrors

/** The codes only the sync API answers: no form ever shows them, so no form's island ships them. */
export type SyncErrorCode = Extract<ApiErrorCode, `sync_${string}`>
const isSyncCode = (code: ApiErrorCode): code is SyncErrorCode => code.startsWith('sync_')

/** A message of the `errors` namespace. */
export type ErrorMessageKey = Extract<MessageKey, `errors.${string}`>

export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string }
}

/** The messages a form shows when storing fails, by kind of form (docs/product.md §8). */
export const storeErrorMessage = {
  guide: 'errors.guideStore',
  signup: 'errors.signupStore',
  contact: 'errors.contactStore',
} as const satisfies Record<string, MessageKey>

export type FormKind = keyof typeof storeErrorMessage

/**
 * A malformed address: the generic sign-up and the contact form say 'Please enter a valid
 * email address' (docs/product.md §5); the calculator guides use the storage step's 'Invalid email format'.
 */
export const invalidEmailMessage = {
  guide: 'errors.invalidEmail',
  signup: 'errors.invalidEmailClient',
  contact: 'errors.invalidEmailClient',
} as const satisfies Record<FormKind, MessageKey>

/** The message a form shows for an API error code: the catalogue's, by kind of form. */
export function formErrorMessage(kind: FormKind, code: ApiErrorCode): ErrorMessageKey {
  switch (code) {
    case 'invalid_email':
      return invalidEmailMessage[kind]
    case 'unavailable':
    case 'unexpected':
      return storeErrorMessage[kind]
    default:
      return apiErrors[code].message
  }
}

/**
 * Every message a form of `kind` can show: each API answer (`formErrorMessage`), no answer at all,
 * its own check of the address, an empty field and its summary's heading. A sign-up's island ships these, not the
 * whole `errors` namespace (the contact form's fields, the error pages' own).
 */
export function formErrorMessages(kind: FormKind): ErrorMessageKey[] {
  const answers = (Object.keys(apiErrors) as ApiErrorCode[])
    .filter((code) => !isSyncCode(code))
    .map((code) => formErrorMessage(kind, code))
  return [
    ...new Set<ErrorMessageKey>([
      ...answers,
      invalidEmailMessage[kind],
      storeErrorMessage[kind],
      'errors.emailRequired',
      'errors.missingFields',
      'errors.summaryTitle',
      // No answer at all (offline): the sign-up machine's own.
      'errors.unexpected',
    ]),
  ]
}
