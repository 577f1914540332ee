import { assign, fromPromise, setup } from 'xstate'
import { type Attempt, isMailbox, nextAttempt, type Problem } from '../../core/form-problem.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'

/** What a sign-up sends: the address, and whether the consent box is ticked (core/consent.ts). */
export interface SignupSubmission {
  email: string
  consent: boolean
}

export type SignupResult =
  | { ok: true }
  /** `field` when the address or the consent box is at fault (the server's check), else the form as a whole. */
  | { ok: false; problem: Problem; field?: 'email' | 'consent' | undefined }

export interface SignupInput {
  /** The message for an address that is not one mailbox, which differs by kind of form. */
  invalidEmail: MessageKey
  /** Calculator guide boxes hide 3 s after success (docs/product.md §4). */
  autoHide: boolean
  /** The outcome of the same form posted without JavaScript, rendered by the server. */
  initial?:
    | { status: 'sent'; email: string }
    | { status: 'error'; message: string; fieldErrors?: Partial<Record<string, MessageKey>> | undefined }
    | undefined
}

/** The problem a form posted without JavaScript came back with: its field's, else the form's. */
function initialProblem(initial: SignupInput['initial']): Problem | null {
  if (initial?.status !== 'error') return null
  const key = initial.fieldErrors?.email ?? initial.fieldErrors?.consent
  return key ? { key } : { text: initial.message }
}

/**
 * A sign-up form: idle → sending → sent, or → error. The request is the injected `send`
 * actor and the analytics event the injected `track` action, so tests can swap both.
 */
export const signupMachine = setup({
  types: {
    input: {} as SignupInput,
    context: {} as {
      email: string
      problem: Problem | null
      /** Whether `problem` is about the address field (shown beside it) or the whole form. */
      emailAtFault: boolean
      /** Whether `problem` is the consent box left unticked (shown beside it). */
      consentAtFault: boolean
      /** Marks each refused submission: the page moves focus to the error summary on each. */
      attempts: Attempt
      invalidEmail: MessageKey
      autoHide: boolean
    },
    events: {} as { type: 'signup.submit' } & SignupSubmission,
  },
  actors: {
    send: fromPromise<SignupResult, { email: string }>(async () => {
      throw new Error('signupMachine: provide a send actor')
    }),
  },
  actions: {
    track: () => {},
  },
  guards: {
    acceptable: ({ event }) => isMailbox(event.email) && event.consent,
    autoHide: ({ context }) => context.autoHide,
    startsSent: ({ context }) => context.email !== '',
  },
  delays: {
    hideDelay: 3000,
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({
    email: input.initial?.status === 'sent' ? input.initial.email : '',
    problem: initialProblem(input.initial),
    emailAtFault: input.initial?.status === 'error' && input.initial.fieldErrors?.email !== undefined,
    consentAtFault:
      input.initial?.status === 'error' &&
      input.initial.fieldErrors?.email === undefined &&
      input.initial.fieldErrors?.consent !== undefined,
    attempts: 0,
    invalidEmail: input.invalidEmail,
    autoHide: input.autoHide,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'startsSent', target: 'sent' },
        { guard: ({ context }) => context.problem !== null, target: 'ready.error' },
        { target: 'ready.idle' },
      ],
    },
    // Idle or showing an error, the form takes a submission: a well-formed address with the
    // consent box ticked is sent; else the address's message, or the box's.
    ready: {
      initial: 'idle',
      states: { idle: {}, error: {} },
      on: {
        'signup.submit': [
          {
            guard: 'acceptable',
            target: 'sending',
            actions: assign({ email: ({ event }) => event.email.trim() }),
          },
          {
            target: '.error',
            actions: assign(({ context, event }) => {
              const badAddress = !isMailbox(event.email)
              return {
                problem: { key: badAddress ? context.invalidEmail : 'errors.consentRequired' },
                emailAtFault: badAddress,
                consentAtFault: !badAddress,
                attempts: nextAttempt(context.attempts),
              }
            }),
          },
        ],
      },
    },
    sending: {
      entry: assign({ problem: null, emailAtFault: false, consentAtFault: false }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'sent',
            actions: 'track',
          },
          {
            target: 'ready.error',
            actions: assign({
              problem: ({ event }) => (event.output.ok ? null : event.output.problem),
              emailAtFault: ({ event }) => !event.output.ok && event.output.field === 'email',
              consentAtFault: ({ event }) => !event.output.ok && event.output.field === 'consent',
              attempts: ({ context }) => nextAttempt(context.attempts),
            }),
          },
        ],
        onError: {
          target: 'ready.error',
          actions: assign({
            problem: { key: 'errors.unexpected' },
            attempts: ({ context }) => nextAttempt(context.attempts),
          }),
        },
      },
    },
    sent: {
      after: { hideDelay: { guard: 'autoHide', target: 'hidden' } },
    },
    hidden: { type: 'final' },
  },
})
