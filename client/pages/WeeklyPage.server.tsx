import { useIntl } from 'react-intl'
import { hasLocalTerm, localTermDate } from '../../core/calc/conventions.ts'
import { weeksStartOf } from '../../core/calc/pregnancy.ts'
import { formatDate, parseIsoDate } from '../../core/calc/temporal.ts'
import { type LinkRefusal, LinkResult, linkRefusalMessage } from '../components/LinkResult.tsx'

/** Where a weekly e-mail's own links lead: the series stopped, or its due date changed. */
export type WeeklyState =
  | { step: 'stop'; token: string }
  | { step: 'stopped' }
  | {
      step: 'due'
      token: string
      current: string
      value?: string
      /** Which date the owner entered: the 40-week due date, or the country's own (France: the 41 SA terme). */
      kind?: 'due' | 'term'
      invalid?: boolean
    }
  | { step: 'dueSaved'; date: string }
  | { step: 'invalid' }
  | LinkRefusal

const resultMessage = {
  invalid: 'weekly.invalid',
  ...linkRefusalMessage,
} as const

export default function WeeklyPage({ state }: { state: WeeklyState }) {
  const intl = useIntl()
  const date = (iso: string) => {
    const parsed = parseIsoDate(iso)
    return parsed ? formatDate(parsed, intl.locale) : iso
  }
  /** Where the country sets its own due date (France: 41 SA), that date for a 40-week one. */
  const termOf = (iso: string) => {
    const due = parseIsoDate(iso)
    return due && localTermDate(intl.locale, weeksStartOf(due))
  }
  /** That date, said beside the 40-week one. */
  const localTerm = (iso: string) => {
    const term = termOf(iso)
    return term
      ? intl.formatMessage({ id: 'weekly.termCurrent' }, { date: formatDate(term, intl.locale) })
      : null
  }
  const askKind = hasLocalTerm(intl.locale)
  const heading =
    state.step === 'due' || state.step === 'dueSaved'
      ? 'weekly.dueH1'
      : state.step === 'stopped'
        ? 'weekly.stoppedH1'
        : 'weekly.h1'
  return (
    <article className="container page narrow">
      <h1>{intl.formatMessage({ id: heading })}</h1>
      {state.step === 'stop' ? (
        <form method="post" className="card">
          <p>{intl.formatMessage({ id: 'weekly.stopIntro' })}</p>
          <input type="hidden" name="token" value={state.token} />
          <button type="submit" className="button">
            {intl.formatMessage({ id: 'weekly.stopButton' })}
          </button>
        </form>
      ) : state.step === 'due' ? (
        <form method="post" className="card" noValidate>
          <p>{intl.formatMessage({ id: 'weekly.dueIntro' })}</p>
          <p>{intl.formatMessage({ id: 'weekly.dueCurrent' }, { date: date(state.current) })}</p>
          {localTerm(state.current) && <p>{localTerm(state.current)}</p>}
          <input type="hidden" name="token" value={state.token} />
          {askKind && (
            <fieldset className="modes">
              <legend>{intl.formatMessage({ id: 'weekly.dueKind' })}</legend>
              {(['term', 'due'] as const).map((kind) => (
                <label key={kind} className="mode">
                  <input
                    type="radio"
                    name="dateKind"
                    value={kind}
                    defaultChecked={(state.kind ?? 'term') === kind}
                  />
                  <span>
                    {intl.formatMessage({ id: kind === 'term' ? 'weekly.dueKindTerm' : 'weekly.dueKind40' })}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="field">
            <label htmlFor="due-date">{intl.formatMessage({ id: 'weekly.dueLabel' })}</label>
            <input
              id="due-date"
              name="dueDate"
              type="date"
              required
              // The date of the kind checked: the terme of the notes where the country has one.
              defaultValue={
                state.value ??
                ((state.kind ?? 'term') === 'term' ? termOf(state.current)?.toString() : null) ??
                state.current
              }
              aria-invalid={state.invalid ? 'true' : undefined}
              aria-describedby={state.invalid ? 'due-date-error' : undefined}
            />
            {state.invalid && (
              <p id="due-date-error" className="field-error">
                {intl.formatMessage({ id: 'weekly.dueInvalid' })}
              </p>
            )}
          </div>
          <button type="submit" className="button">
            {intl.formatMessage({ id: 'weekly.dueButton' })}
          </button>
        </form>
      ) : (
        <LinkResult
          message={
            state.step === 'stopped'
              ? intl.formatMessage({ id: 'weekly.stopped' })
              : state.step === 'dueSaved'
                ? [
                    intl.formatMessage({ id: 'weekly.dueSaved' }, { date: date(state.date) }),
                    localTerm(state.date),
                  ]
                    .filter(Boolean)
                    .join(' ')
                : intl.formatMessage({ id: resultMessage[state.step] })
          }
        />
      )}
    </article>
  )
}
