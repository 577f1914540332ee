import { useIntl } from 'react-intl'
import { notFoundRedirectMachine } from '../machines/notFoundRedirectMachine.ts'
import { navigateTo } from './browser.ts'
import { island } from './contract.ts'
import { useIslandMachine } from './use-island-machine.ts'

export interface NotFoundRedirectProps {
  homePath: string
}

export const contract = island({ hydrate: 'idle', messages: ['notFound'] })

/** Takes the visitor to the home page of the path's language after 5 s. */
export default function NotFoundRedirect({ homePath }: NotFoundRedirectProps) {
  useIslandMachine(
    notFoundRedirectMachine,
    // The 5 s count from when the page appeared, not from when its script arrived.
    ({ elapsedMs }) => ({ homePath, elapsedMs }),
    () => ({
      actions: { redirect: (_, { homePath: to }) => navigateTo(to) },
    }),
  )
  const intl = useIntl()
  return (
    <p className="redirect-note" role="status">
      {intl.formatMessage({ id: 'notFound.redirect' })}
    </p>
  )
}
