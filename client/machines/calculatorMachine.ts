import { assign, setup } from 'xstate'
import { isMissingValue } from '../../core/calc/validate.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'

export type CalculatorValues = Record<string, string>

export interface CalculatorInput {
  values: CalculatorValues
  /** The values of a result already on the page (a shared link, or a form sent without JavaScript). */
  submitted: CalculatorValues | null
  /** The calendar date the server rendered with, as `YYYY-MM-DD`. */
  today: string
  /** Pure: the message for values that cannot be calculated, or null when they can. */
  validate: (values: CalculatorValues, today: string) => MessageKey | null
  /**
   * The visitor typed some of `values` before the island hydrated: a value that cannot be used
   * is then shown as such at once, as the browser would, instead of waiting for Calculate.
   */
  adopted?: boolean
  /**
   * How long the page has shown the server's result when the machine starts: CSS reveals
   * the guide prompt 3 s after the page appeared, and the machine keeps that same moment.
   */
  elapsedMs?: number
}

/** The guide sign-up waits this long after a result (docs/product.md §9). */
export const PROMPT_DELAY_MS = 3000

/**
 * Any of the calculators: the visitor edits values; Calculate shows the result or the
 * reason it cannot; 3 s after a result the guide sign-up is offered (docs/product.md §4). The result
 * itself is derived from `submitted` and `today` by the page, never stored here.
 */
export const calculatorMachine = setup({
  types: {
    input: {} as CalculatorInput,
    context: {} as CalculatorInput & {
      problem: MessageKey | null
      waited: number
      /** The values the machine started with: a field still equal to its own is untouched. */
      pristine: CalculatorValues
      /** The fields filled in from the visitor's own log (My cycles), not typed. */
      prefilled: string[]
    },
    events: {} as
      | { type: 'calc.change'; name: string; value: string }
      | { type: 'calc.step'; name: string; delta: number; min: number; max: number }
      | { type: 'calc.submit' }
      | { type: 'calc.today'; today: string }
      /** Values read from the visitor's own log, for the fields they have not touched. */
      | { type: 'calc.prefill'; values: CalculatorValues },
  },
  guards: {
    calculable: ({ context }) => context.validate(context.values, context.today) === null,
    promptDue: ({ context }) => context.waited >= PROMPT_DELAY_MS,
  },
  delays: {
    promptDelay: ({ context }) => Math.max(0, PROMPT_DELAY_MS - context.waited),
  },
}).createMachine({
  id: 'calculator',
  context: ({ input }) => {
    const problem = input.adopted ? input.validate(input.values, input.today) : null
    return {
      ...input,
      problem: problem && !isMissingValue(problem) ? problem : null,
      waited: input.submitted ? (input.elapsedMs ?? 0) : 0,
      pristine: input.values,
      prefilled: [],
    }
  },
  initial: 'start',
  on: {
    'calc.change': {
      actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }) }),
    },
    'calc.step': {
      // The buttons clamp to the range; a typed value is left as typed (docs/product.md §5).
      actions: assign({
        values: ({ context, event }) => {
          const current = Number.parseInt(context.values[event.name] ?? '', 10)
          const base = Number.isFinite(current) ? current : event.min
          const next = Math.min(event.max, Math.max(event.min, base + event.delta))
          return { ...context.values, [event.name]: String(next) }
        },
      }),
    },
    'calc.today': { actions: assign({ today: ({ event }) => event.today }) },
  },
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.submitted !== null, target: 'result' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        // Never over a value the visitor typed, adopted or was linked to: only untouched fields.
        'calc.prefill': {
          actions: assign(({ context, event }) => {
            const untouched = Object.entries(event.values).filter(
              ([name]) => context.values[name] === context.pristine[name],
            )
            return {
              values: { ...context.values, ...Object.fromEntries(untouched) },
              prefilled: untouched.map(([name]) => name),
            }
          }),
        },
        'calc.submit': [
          {
            guard: 'calculable',
            target: 'result',
            actions: assign({ submitted: ({ context }) => context.values, problem: null, waited: 0 }),
          },
          { actions: assign({ problem: ({ context }) => context.validate(context.values, context.today) }) },
        ],
      },
    },
    result: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'promptDue', target: 'prompt' }, { target: 'fresh' }] },
        fresh: { after: { promptDelay: 'prompt' } },
        prompt: {},
      },
      on: {
        'calc.submit': [
          {
            guard: 'calculable',
            target: 'result',
            reenter: true,
            actions: assign({ submitted: ({ context }) => context.values, problem: null, waited: 0 }),
          },
          {
            target: 'editing',
            actions: assign({ problem: ({ context }) => context.validate(context.values, context.today) }),
          },
        ],
      },
    },
  },
})
