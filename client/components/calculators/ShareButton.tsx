import { useIntl } from 'react-intl'
import { fromPromise } from 'xstate'
import { shareLink } from '../../islands/browser.ts'
import { useIslandMachine } from '../../islands/use-island-machine.ts'
import { type ShareOutcome, shareMachine } from '../../machines/shareMachine.ts'

/** Provided once for every result's button; the server only reads its first state (idle). */
const browserShareMachine = shareMachine.provide({
  actors: { share: fromPromise<ShareOutcome, { title: string }>(({ input }) => shareLink(input.title)) },
})

/** 'Share this result': the Web Share API, or a copied link, with a visible confirmation. */
export function ShareButton({ title }: { title: string }) {
  const intl = useIntl()
  const [state, send] = useIslandMachine(browserShareMachine, undefined)
  return (
    <div className="share">
      <button
        type="button"
        className="button secondary js-only"
        onClick={() => send({ type: 'share.start', title })}
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
