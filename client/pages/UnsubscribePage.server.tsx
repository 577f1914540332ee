import { useIntl } from 'react-intl'
import { type LinkRefusal, LinkResult, linkRefusalMessage } from '../components/LinkResult.tsx'

/** Where the erase link leads: a confirmation first (GET never deletes), then the result. */
export type UnsubscribeState =
  | { step: 'confirm'; email: string; token: string }
  | { step: 'done' }
  | { step: 'invalid' }
  | LinkRefusal

const resultMessage = {
  done: 'unsubscribe.done',
  invalid: 'unsubscribe.invalid',
  ...linkRefusalMessage,
} as const

export default function UnsubscribePage({ state }: { state: UnsubscribeState }) {
  const intl = useIntl()
  return (
    <article className="container page narrow">
      <h1>{intl.formatMessage({ id: 'unsubscribe.h1' })}</h1>
      {state.step === 'confirm' && (
        <form method="post" className="card">
          <p>
            {intl.formatMessage(
              { id: 'unsubscribe.confirm' },
              { email: <strong key="email">{state.email}</strong> },
            )}
          </p>
          <input type="hidden" name="token" value={state.token} />
          <button type="submit" className="button">
            {intl.formatMessage({ id: 'unsubscribe.button' })}
          </button>
        </form>
      )}
      {state.step !== 'confirm' && (
        <LinkResult message={intl.formatMessage({ id: resultMessage[state.step] })} />
      )}
    </article>
  )
}
