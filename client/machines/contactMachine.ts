import { assign, fromPromise, setup } from 'xstate'
import {
  type Attempt,
  type ContactField,
  contactFieldProblems,
  nextAttempt,
  type Problem,
} from '../../core/form-problem.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'

export interface ContactFields {
  name: string
  email: string
  subject: string
  message: string
  /** The consent box's value: 'yes' when ticked (core/consent.ts), else ''. */
  consent: string
}

export type ContactResult = { ok: true } | { ok: false; problem: Problem }

export type ContactFieldProblems = Partial<Record<ContactField, MessageKey>>

/**
 * What a form posted without JavaScript came back with, for the page to start from: sent, or
 * refused with the fields as typed and each field's problem.
 */
export type ContactOutcome =
  | { status: 'sent' }
  | {
      status: 'error'
      message: string
      fields: ContactFields
      fieldErrors?: ContactFieldProblems | undefined
    }

const emptyFields: ContactFields = { name: '', email: '', subject: '', message: '', consent: '' }

/**
 * The contact form: idle → sending → sent ('Message Sent!', fields cleared), or → error
 * (fields kept). Name, e-mail, message and the consent box are required; the address must be one mailbox
 * (core/address.ts). A field at fault has its own message (`fieldProblems`); a failure of the form as a whole
 * (the store, the network) is `problem`. `attempts` marks each refused submission, so the page
 * can move focus to the error summary on each one.
 */
export const contactMachine = setup({
  types: {
    input: {} as { initial?: ContactOutcome | undefined },
    context: {} as {
      fields: ContactFields
      problem: Problem | null
      fieldProblems: ContactFieldProblems
      attempts: Attempt
      sentWithoutScript: boolean
    },
    events: {} as { type: 'contact.submit'; fields: ContactFields } | { type: 'contact.reset' },
  },
  actors: {
    send: fromPromise<ContactResult, ContactFields>(async () => {
      throw new Error('contactMachine: provide a send actor')
    }),
  },
  guards: {
    invalid: ({ event }) =>
      event.type === 'contact.submit' && Object.keys(contactFieldProblems(event.fields)).length > 0,
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => {
    const initial = input.initial
    const fieldProblems = initial?.status === 'error' ? (initial.fieldErrors ?? {}) : {}
    return {
      fields: initial?.status === 'error' ? initial.fields : emptyFields,
      // With a field at fault, the fields say what is wrong; the message is only their summary.
      problem:
        initial?.status === 'error' && Object.keys(fieldProblems).length === 0
          ? { text: initial.message }
          : null,
      fieldProblems,
      attempts: 0 as Attempt,
      sentWithoutScript: initial?.status === 'sent',
    }
  },
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.sentWithoutScript, target: 'sent' },
        {
          guard: ({ context }) => context.problem !== null || Object.keys(context.fieldProblems).length > 0,
          target: 'ready.error',
        },
        { target: 'ready.idle' },
      ],
    },
    ready: {
      initial: 'idle',
      states: { idle: {}, error: {} },
      on: {
        'contact.submit': [
          {
            guard: 'invalid',
            target: '.error',
            actions: assign({
              fields: ({ event }) => event.fields,
              fieldProblems: ({ event }) => contactFieldProblems(event.fields),
              problem: null,
              attempts: ({ context }) => nextAttempt(context.attempts),
            }),
          },
          {
            target: 'sending',
            actions: assign({ fields: ({ event }) => event.fields, problem: null, fieldProblems: {} }),
          },
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
            actions: assign({
              problem: ({ event }) => (event.output.ok ? null : event.output.problem),
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
      on: { 'contact.reset': 'ready.idle' },
    },
  },
})
