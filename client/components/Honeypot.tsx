import { useIntl } from 'react-intl'

/** A field people never see or reach; a bot that fills it is answered and ignored. */
export function Honeypot({ id }: { id: string }) {
  const intl = useIntl()
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={id}>{intl.formatMessage({ id: 'form.honeypot' })}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
