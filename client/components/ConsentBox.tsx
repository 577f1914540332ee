import { useIntl } from 'react-intl'
import { CONSENT_FIELD, consentLabel } from '../../core/consent.ts'
import type { FormKind } from '../../core/errors.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { Link } from './Link.tsx'

export interface ConsentBoxProps {
  kind: FormKind
  ids: { input: string; error: string }
  defaultChecked: boolean
  disabled: boolean
  /** The message shown beside the box when the form was sent without it. */
  fault?: MessageKey | undefined
}

/**
 * The consent box beside a form's button (core/consent.ts): unticked until the visitor ticks
 * it, saying what is kept and for what, and linking the page that says the rest.
 */
export function ConsentBox({ kind, ids, defaultChecked, disabled, fault }: ConsentBoxProps) {
  const intl = useIntl()
  return (
    <div className="consent-box">
      <input
        id={ids.input}
        type="checkbox"
        name={CONSENT_FIELD.name}
        value={CONSENT_FIELD.value}
        required
        defaultChecked={defaultChecked}
        disabled={disabled}
        aria-invalid={fault ? true : undefined}
        aria-describedby={fault ? ids.error : undefined}
      />
      <label htmlFor={ids.input}>
        {intl.formatMessage(
          { id: consentLabel[kind] },
          {
            link: (chunks) => (
              <Link key="consent" to="consent">
                {chunks}
              </Link>
            ),
          },
        )}
      </label>
      {fault && (
        <p id={ids.error} className="field-error">
          {intl.formatMessage({ id: fault })}
        </p>
      )}
    </div>
  )
}
