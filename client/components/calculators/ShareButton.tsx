import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { fromPromise } from 'xstate'
import { type ShareOutcome, shareMachine } from '../../../machines/shareMachine.ts'
import { shareLink } from '../../islands/browser.ts'

/** 'Share this result': the Web Share API, or a copied link, with a visible confirmation. */
export function ShareButton({ title }: { title: string }) {
  const intl = useIntl()
  const [machine] = useState(() =>
    shareMachine.provide({ actors: { share: fromPromise<ShareOutcome>(() => shareLink(title)) } }),
  )
  const [state, send] = useMachine(machine)
  return (
    <div className="share">
      <button
        type="button"
        className="button secondary js-only"
        onClick={() => send({ type: 'share.start' })}
      >
        {intl.formatMessage({ id: 'actions.share' })}
      </button>
      <p className="share-status" role="status">
        {state.matches('done') &&
          intl.formatMessage({
            id: state.context.outcome === 'shared' ? 'actions.shared' : 'actions.copied',
          })}
        {state.matches('failed') && intl.formatMessage({ id: 'actions.shareFailed' })}
      </p>
    </div>
  )
}
