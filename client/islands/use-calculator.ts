import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { localToday, parseIsoDate, prepareDateFormats } from '../../core/calc/temporal.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { afterNextPaint } from '../after-next-paint.ts'
import type { GuidePosted } from '../components/calculators/GuidePrompt.tsx'
import { RESULT_ID } from '../components/calculators/ResultPanel.tsx'
import { useLocale } from '../i18n/use-locale.ts'
import {
  type CalculatorInput,
  type CalculatorValues,
  calculatorMachine,
} from '../machines/calculatorMachine.ts'
import { replaceQuery } from './browser.ts'
import { useIslandMachine } from './use-island-machine.ts'

export interface CalculatorProps {
  /** The date the server rendered with: the request's time zone, else UTC. */
  today: string
  values: CalculatorValues
  submitted: CalculatorValues | null
  /** Why the values in a shared link could not be calculated. */
  problem: MessageKey | null
  /** This page, where the form sends its GET without JavaScript. */
  action: string
  /** Whether this edition offers the guide by e-mail (core/personal-data-storage.ts). */
  signupOffered: boolean
  /** The guide's form posted without JavaScript to this result: its outcome, shown beside it. */
  guidePosted?: GuidePosted | undefined
}

/**
 * The calculator machine of an island, started from what the visitor typed before it
 * hydrated, with the visitor's own date once hydrated and the submitted values kept in the
 * address bar, so every result is a link.
 */
export function useCalculator(props: CalculatorProps, validate: CalculatorInput['validate']) {
  const { today, values, submitted, problem } = props
  const [state, send] = useIslandMachine(calculatorMachine, (controls) => {
    // Only the calculator's own fields: a sign-up inside the result has an e-mail field too.
    const adopted = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, controls.values[name] ?? value]),
    )
    return {
      values: adopted,
      submitted,
      today,
      validate,
      adopted: Object.keys(values).some((name) => adopted[name] !== values[name]),
      elapsedMs: controls.elapsedMs,
    }
  })
  const { context } = state

  // The visitor's own date once hydrated. A calculator answers one press: unlike My cycles, which
  // stays open for days (use-device-today.ts), it does not follow the device's midnight, and keeps
  // that hook out of the chunk every island loads.
  useEffect(() => {
    const local = localToday().toString()
    if (local !== today) send({ type: 'calc.today', today: local })
  }, [today, send])

  // After the result's first frame: the address bar's update cost a press about 30 ms at 4×.
  useEffect(() => {
    const shown = context.submitted
    if (!shown || shown === submitted) return
    return afterNextPaint(() => replaceQuery(shown))
  }, [context.submitted, submitted])

  // The date and number formats a result uses, built while the visitor types rather than when
  // they press (a language's first number format costs about 15 ms at 4×: its plurals' counts).
  const locale = useLocale()
  const intl = useIntl()
  useEffect(() => {
    const prepare = () => {
      prepareDateFormats(locale)
      intl.formatNumber(0)
    }
    if (!('requestIdleCallback' in window)) return void setTimeout(prepare, 1)
    const handle = requestIdleCallback(prepare, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }, [locale, intl])

  return {
    state,
    send,
    values: context.values,
    submitted: context.submitted,
    today: parseIsoDate(context.today),
    /** The problem to show: the visitor's last attempt, else the shared link's. */
    problem: context.problem ?? (state.matches('editing') && !context.submitted ? problem : null),
    showResult: state.matches('result'),
    /** The result shown is the page's own (rendered by the server), not one asked for since. */
    resultInPage: context.submitted === submitted,
    /** Where the form is sent without JavaScript: this page, opened at its result. */
    formAction: `${props.action}#${RESULT_ID}`,
    promptPending: state.matches({ result: 'fresh' }),
    change: (name: string, value: string) => send({ type: 'calc.change', name, value }),
    submit: (event: { preventDefault(): void }) => {
      event.preventDefault()
      send({ type: 'calc.submit' })
    },
  }
}
