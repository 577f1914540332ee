import { assign, fromPromise, setup } from 'xstate'
import { looksLikeEmail, type Problem } from './form-problem.ts'

export interface ContactFields {
  name: string
  email: string
  subject: string
  message: string
}

export type ContactResult = { ok: true } | { ok: false; problem: Problem }

const emptyFields: ContactFields = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form: idle → sending → sent ('Message Sent!', fields cleared), or → error
 * (a banner, fields kept). Name, e-mail and message are required; the address needs '@' and '.'.
 */
export const contactMachine = setup({
  types: {
    input: {} as {
      initial?: { status: 'sent' } | { status: 'error'; message: string; fields: ContactFields } | undefined
    },
    context: {} as { fields: ContactFields; problem: Problem | null; sentWithoutScript: boolean },
    events: {} as { type: 'contact.submit'; fields: ContactFields } | { type: 'contact.reset' },
  },
  actors: {
    send: fromPromise<ContactResult, ContactFields>(async () => {
      throw new Error('contactMachine: provide a send actor')
    }),
  },
  guards: {
    missingFields: ({ event }) =>
      event.type === 'contact.submit' &&
      [event.fields.name, event.fields.email, event.fields.message].some((v) => !v.trim()),
    badEmail: ({ event }) => event.type === 'contact.submit' && !looksLikeEmail(event.fields.email),
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({
    fields: input.initial?.status === 'error' ? input.initial.fields : emptyFields,
    problem: input.initial?.status === 'error' ? { text: input.initial.message } : null,
    sentWithoutScript: input.initial?.status === 'sent',
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.sentWithoutScript, target: 'sent' },
        { guard: ({ context }) => context.problem !== null, target: 'ready.error' },
        { target: 'ready.idle' },
      ],
    },
    ready: {
      initial: 'idle',
      states: { idle: {}, error: {} },
      on: {
        'contact.submit': [
          {
            guard: 'missingFields',
            target: '.error',
            actions: assign({
              fields: ({ event }) => event.fields,
              problem: { key: 'errors.missingFields' },
            }),
          },
          {
            guard: 'badEmail',
            target: '.error',
            actions: assign({
              fields: ({ event }) => event.fields,
              problem: { key: 'errors.invalidEmailClient' },
            }),
          },
          { target: 'sending', actions: assign({ fields: ({ event }) => event.fields, problem: null }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => context.fields,
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'sent', actions: assign({ fields: emptyFields }) },
          {
            target: 'ready.error',
            actions: assign({ problem: ({ event }) => (event.output.ok ? null : event.output.problem) }),
          },
        ],
        onError: { target: 'ready.error', actions: assign({ problem: { key: 'errors.unexpected' } }) },
      },
    },
    sent: {
      on: { 'contact.reset': 'ready.idle' },
    },
  },
})
