import { useIntl } from 'react-intl'
import { Caution } from '../calculators/Caution.tsx'

/**
 * The limits of the body-signs rules, said plainly (issue 51, item 7). They find the fertile days
 * and confirm ovulation for a visitor trying to conceive; they are no contraception as offered here,
 * because the page applies only part of the sympto-thermal method (nothing marks the infertile days
 * at the start of a cycle) and the method's published effectiveness is conditional: Frank-Herrmann
 * et al. 2007 (Hum Reprod 22:1310, 900 women, 17,638 cycles; the PubMed abstract, read 2026) found
 * 1.8 unintended pregnancies per 100 women over 13 cycles, 0.6 with no unprotected intercourse in the
 * fertile time, and conclude it is highly effective "provided the appropriate guidelines are
 * consistently adhered to". The 0.4 per 100 often quoted for perfect use is not in that abstract, so
 * no figure is given here. Nothing country-specific: the advice to ask about contraception holds in
 * each country the site is written for.
 */
export function SignsLimits() {
  const intl = useIntl()
  return (
    <div className="signs-limits">
      <p>{intl.formatMessage({ id: 'signs.limits.purpose' })}</p>
      <Caution lead={intl.formatMessage({ id: 'signs.limits.notContraceptionLead' })}>
        <p>{intl.formatMessage({ id: 'signs.limits.notContraception' })}</p>
      </Caution>
    </div>
  )
}

/**
 * For the page without JavaScript: body signs live in the on-device log, which needs it; the period
 * log carried in the address (`?periods=`, decision 026) is unchanged.
 */
export function SignsNeedScript() {
  const intl = useIntl()
  return <p className="hint">{intl.formatMessage({ id: 'signs.limits.noScript' })}</p>
}
