import { useIntl } from 'react-intl'
import { fromPromise } from 'xstate'
import { type ShareOutcome, shareMachine } from '../../../machines/shareMachine.ts'
import { shareLink } from '../../islands/browser.ts'
import { useIslandMachine } from '../../islands/use-island-machine.ts'

/** 'Share this result': the Web Share API, or a copied link, with a visible confirmation. */
export function ShareButton({ title }: { title: string }) {
  const intl = useIntl()
  // No actor on the server: the button starts idle, and its share runs only in the browser.
  const [state, send] = useIslandMachine(shareMachine, undefined, () => ({
    actors: { share: fromPromise<ShareOutcome>(() => shareLink(title)) },
  }))
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
