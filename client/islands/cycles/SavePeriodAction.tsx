import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { localizedPath } from '../../../core/routes.ts'
import { useHydrated } from '../../components/use-hydrated.ts'
import { useLocale } from '../../i18n/use-locale.ts'

const SavePeriod = lazy(() => import('./SavePeriod.tsx'))

/**
 * "Save this period to My cycles" on a result (docs/product.md §2.10). Without JavaScript it is a
 * link to My cycles holding this date, where the page explains that the link keeps it; with
 * JavaScript it saves on the device in place; the button turns inert at once while the storage code loads.
 */
export function SavePeriodAction({ start, today }: { start: Temporal.PlainDate; today: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const hydrated = useHydrated()
  const [pressed, setPressed] = useState(false)
  const logPath = localizedPath(locale, 'my-cycles')
  const label = intl.formatMessage({ id: 'ovulation.save' })
  // The button stays where it was, so focus stays on it while the answer appears beside it.
  return (
    <div className="save-period">
      {hydrated ? (
        <button
          type="button"
          className="button secondary"
          aria-disabled={pressed || undefined}
          onClick={() => setPressed(true)}
        >
          {label}
        </button>
      ) : (
        <a className="button secondary" href={`${logPath}?periods=${start}`}>
          {label}
        </a>
      )}
      {pressed && (
        // The button shows the press at once (aria-disabled); SavePeriod says "Saving…" itself.
        <Suspense fallback={null}>
          <SavePeriod start={start} today={today} logHref={logPath} onCancel={() => setPressed(false)} />
        </Suspense>
      )}
    </div>
  )
}
