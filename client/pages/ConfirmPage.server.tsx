import { useIntl } from 'react-intl'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { CONFIRM_DAYS } from '../../core/mail-limits.ts'
import { type RequestSummary, requestLines } from '../../core/request-lines.ts'
import { type LinkRefusal, LinkResult, linkRefusalMessage } from '../components/LinkResult.tsx'

/** Where a confirmation link leads: a button first (mail scanners follow links, people press buttons). */
export type ConfirmState =
  | { step: 'ask'; email: string; token: string; request: RequestSummary }
  | { step: 'done'; resource: MessageKey }
  | { step: 'used' }
  | { step: 'expired' }
  | { step: 'invalid' }
  | LinkRefusal

const resultMessage = {
  used: 'confirm.used',
  expired: 'confirm.expired',
  invalid: 'confirm.invalid',
  ...linkRefusalMessage,
} as const

export default function ConfirmPage({ state }: { state: ConfirmState }) {
  const intl = useIntl()
  return (
    <article className="container page narrow">
      <h1>{intl.formatMessage({ id: state.step === 'done' ? 'confirm.doneH1' : 'confirm.h1' })}</h1>
      {state.step === 'ask' ? (
        <form method="post" className="card">
          <p>
            {intl.formatMessage(
              { id: 'confirm.ask' },
              {
                email: <strong key="email">{state.email}</strong>,
                resource: intl.formatMessage({ id: state.request.resource }),
              },
            )}
          </p>
          {/* The data the request rests on, as its mail shows them: a stranger's is recognised (decision 051). */}
          <h2>{intl.formatMessage({ id: 'mail.request.heading' })}</h2>
          <dl className="result-grid">
            {requestLines(state.request, intl).map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>{intl.formatMessage({ id: 'mail.request.notYours' })}</p>
          <input type="hidden" name="token" value={state.token} />
          <button type="submit" className="button">
            {intl.formatMessage({ id: 'confirm.button' })}
          </button>
        </form>
      ) : (
        <LinkResult
          message={
            state.step === 'done'
              ? intl.formatMessage(
                  { id: 'confirm.done' },
                  { resource: intl.formatMessage({ id: state.resource }) },
                )
              : intl.formatMessage({ id: resultMessage[state.step] }, { days: CONFIRM_DAYS })
          }
        />
      )}
    </article>
  )
}
