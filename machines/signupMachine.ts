import { assign, fromPromise, setup } from 'xstate'
import type { MessageKey } from '../client/i18n/messages.ts'
import { looksLikeEmail, type Problem } from './form-problem.ts'

export type SignupResult = { ok: true; created: boolean; erasePath: string } | { ok: false; problem: Problem }

export interface SignupInput {
  /** The message for an address without '@' and '.', which differs by kind of form. */
  invalidEmail: MessageKey
  /** Calculator guide boxes hide 3 s after success (SPEC §4). */
  autoHide: boolean
  /** The outcome of the same form posted without JavaScript, rendered by the server. */
  initial?:
    | { status: 'sent'; email: string; erasePath: string }
    | { status: 'error'; message: string }
    | undefined
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
      erasePath: string
      created: boolean
      invalidEmail: MessageKey
      autoHide: boolean
    },
    events: {} as { type: 'signup.submit'; email: string },
  },
  actors: {
    send: fromPromise<SignupResult, { email: string }>(async () => {
      throw new Error('signupMachine: provide a send actor')
    }),
  },
  actions: {
    track: (_, _params: { created: boolean }) => {},
  },
  guards: {
    isAddress: ({ event }) => looksLikeEmail(event.email),
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
    problem: input.initial?.status === 'error' ? { text: input.initial.message } : null,
    erasePath: input.initial?.status === 'sent' ? input.initial.erasePath : '',
    created: false,
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
    // Idle or showing an error, the form takes a submission: a well-formed address is sent,
    // anything else shows the address message.
    ready: {
      initial: 'idle',
      states: { idle: {}, error: {} },
      on: {
        'signup.submit': [
          {
            guard: 'isAddress',
            target: 'sending',
            actions: assign({ email: ({ event }) => event.email.trim() }),
          },
          {
            target: '.error',
            actions: assign({ problem: ({ context }) => ({ key: context.invalidEmail }) }),
          },
        ],
      },
    },
    sending: {
      entry: assign({ problem: null }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'sent',
            actions: [
              assign(({ event }) =>
                event.output.ok ? { created: event.output.created, erasePath: event.output.erasePath } : {},
              ),
              {
                type: 'track',
                params: ({ event }) => ({ created: event.output.ok && event.output.created }),
              },
            ],
          },
          {
            target: 'ready.error',
            actions: assign({ problem: ({ event }) => (event.output.ok ? null : event.output.problem) }),
          },
        ],
        onError: { target: 'ready.error', actions: assign({ problem: { key: 'errors.unexpected' } }) },
      },
    },
    sent: {
      after: { hideDelay: { guard: 'autoHide', target: 'hidden' } },
    },
    hidden: { type: 'final' },
  },
})
