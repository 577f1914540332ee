import { useMachine } from '@xstate/react'
import { useIntl } from 'react-intl'
import { notFoundRedirectMachine } from '../../machines/notFoundRedirectMachine.ts'
import { navigateTo } from './browser.ts'

export interface NotFoundRedirectProps {
  homePath: string
}

/** Takes the visitor to the home page of the path's language after 5 s. */
export default function NotFoundRedirect({ homePath }: NotFoundRedirectProps) {
  useMachine(
    notFoundRedirectMachine.provide({
      actions: { redirect: (_, { homePath: to }) => navigateTo(to) },
    }),
    { input: { homePath } },
  )
  const intl = useIntl()
  return (
    <p className="redirect-note" role="status">
      {intl.formatMessage({ id: 'notFound.redirect' })}
    </p>
  )
}
