import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  type ContactFields,
  type ContactResult,
  contactMachine,
} from '../../client/machines/contactMachine.ts'
import { type SignupResult, signupMachine } from '../../client/machines/signupMachine.ts'
import { expectDelays, transitionTable } from './support/model.ts'

/** The request never settles by itself: the model sends its done and error events. */
const pendingSignup = fromPromise<SignupResult, { email: string }>(() => new Promise(() => {}))
const pendingContact = fromPromise<ContactResult, ContactFields>(() => new Promise(() => {}))

const signupEvents = [
  { type: 'signup.submit', email: 'ada@example.com', consent: true },
  { type: 'signup.submit', email: 'not-an-address', consent: true },
  // The consent box left unticked (issue 59): refused like a bad address, beside its own box.
  { type: 'signup.submit', email: 'ada@example.com', consent: false },
  { type: 'xstate.done.actor.send', output: { ok: true } },
  { type: 'xstate.done.actor.send', output: { ok: false, problem: { key: 'errors.guideStore' } } },
  { type: 'xstate.error.actor.send', error: new Error('offline') },
]

describe('signupMachine', () => {
  const machine = signupMachine.provide({ actors: { send: pendingSignup } })
  const input = (autoHide: boolean) => ({ invalidEmail: 'errors.invalidEmailClient' as const, autoHide })

  it('sends a well-formed address with the box ticked, else shows why; a page form’s thank-you stays', () => {
    expect(transitionTable(machine, signupEvents, input(false))).toEqual([
      '(start)  →  {"ready":"idle"}',
      'sending  —xstate.done.actor.send→  sent',
      'sending  —xstate.done.actor.send→  {"ready":"error"}',
      'sending  —xstate.error.actor.send→  {"ready":"error"}',
      '{"ready":"error"}  —signup.submit→  sending',
      '{"ready":"idle"}  —signup.submit→  sending',
      '{"ready":"idle"}  —signup.submit→  {"ready":"error"}',
    ])
  })

  it('hides a calculator guide box’s thank-you after a delay, with the same transitions before', () => {
    expect(transitionTable(machine, signupEvents, input(true))).toEqual([
      '(start)  →  {"ready":"idle"}',
      'sending  —xstate.done.actor.send→  sent',
      'sending  —xstate.done.actor.send→  {"ready":"error"}',
      'sending  —xstate.error.actor.send→  {"ready":"error"}',
      'sent  —after hideDelay→  hidden',
      '{"ready":"error"}  —signup.submit→  sending',
      '{"ready":"idle"}  —signup.submit→  sending',
      '{"ready":"idle"}  —signup.submit→  {"ready":"error"}',
    ])
  })

  it('hides a guide box exactly 3 s after success, not 1 ms before', () => {
    expectDelays(machine, signupEvents, input(true), { hideDelay: 3000 })
  })

  it('shows the address message, then sends, tracks and says thank you', async () => {
    const track = vi.fn()
    const send = vi.fn(async (_: { input: { email: string } }): Promise<SignupResult> => ({ ok: true }))
    const actor = createActor(
      signupMachine.provide({ actors: { send: fromPromise(send) }, actions: { track } }),
      {
        input: { invalidEmail: 'errors.invalidEmailClient', autoHide: false },
      },
    ).start()
    actor.send({ type: 'signup.submit', email: 'nope', consent: true })
    expect(actor.getSnapshot().value).toEqual({ ready: 'error' })
    expect(actor.getSnapshot().context.problem).toEqual({ key: 'errors.invalidEmailClient' })
    // What the server refuses is refused here too, by the same rule: two recipients are not one.
    actor.send({ type: 'signup.submit', email: 'ada@example.com,eve', consent: true })
    expect(actor.getSnapshot().value).toEqual({ ready: 'error' })
    expect(send).not.toHaveBeenCalled()
    actor.send({ type: 'signup.submit', email: ' ada@example.com ', consent: true })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(actor.getSnapshot().context.problem).toBeNull()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'))
    expect(send.mock.calls[0]?.[0]).toMatchObject({ input: { email: 'ada@example.com' } })
    expect(track).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.email).toBe('ada@example.com')
  })

  it('hides a calculator guide box 3 s after success, not before', async () => {
    const clock = new SimulatedClock()
    const send = fromPromise<SignupResult, { email: string }>(async () => ({ ok: true }))
    const actor = createActor(signupMachine.provide({ actors: { send } }), {
      input: { invalidEmail: 'errors.invalidEmail', autoHide: true },
      clock,
    }).start()
    actor.send({ type: 'signup.submit', email: 'a@example.com', consent: true })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'))
    clock.increment(2999)
    expect(actor.getSnapshot().value).toBe('sent')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('hidden')
  })

  it('starts in the outcome of a form posted without JavaScript', () => {
    const sent = createActor(signupMachine, {
      input: {
        invalidEmail: 'errors.invalidEmail',
        autoHide: false,
        initial: { status: 'sent', email: 'a@b.co' },
      },
    }).start()
    expect(sent.getSnapshot().value).toBe('sent')
    expect(sent.getSnapshot().context.email).toBe('a@b.co')
    const failed = createActor(signupMachine, {
      input: {
        invalidEmail: 'errors.invalidEmail',
        autoHide: false,
        initial: { status: 'error', message: 'Non' },
      },
    }).start()
    expect(failed.getSnapshot().value).toEqual({ ready: 'error' })
    expect(failed.getSnapshot().context.problem).toEqual({ text: 'Non' })
    expect(failed.getSnapshot().context.emailAtFault).toBe(false)
    const badAddress = createActor(signupMachine, {
      input: {
        invalidEmail: 'errors.invalidEmail',
        autoHide: false,
        initial: { status: 'error', message: 'Non', fieldErrors: { email: 'errors.invalidEmail' } },
      },
    }).start()
    expect(badAddress.getSnapshot().context.problem).toEqual({ key: 'errors.invalidEmail' })
    expect(badAddress.getSnapshot().context.emailAtFault).toBe(true)
  })

  it('tells a problem of the address (beside the field) from one of the form (the store)', () => {
    const actor = createActor(signupMachine.provide({ actors: { send: pendingSignup } }), {
      input: { invalidEmail: 'errors.invalidEmailClient', autoHide: false },
    }).start()
    actor.send({ type: 'signup.submit', email: 'nope', consent: true })
    expect(actor.getSnapshot().context.emailAtFault).toBe(true)
    const first = actor.getSnapshot().context.attempts
    actor.send({ type: 'signup.submit', email: 'nope again', consent: true })
    expect(actor.getSnapshot().context.attempts).not.toBe(first)
    actor.send({ type: 'signup.submit', email: 'ada@example.com', consent: true })
    expect(actor.getSnapshot().context.emailAtFault).toBe(false)
    actor.send({
      type: 'xstate.done.actor.send',
      output: { ok: false, problem: { key: 'errors.signupStore' } },
    } as never)
    expect(actor.getSnapshot().value).toEqual({ ready: 'error' })
    expect(actor.getSnapshot().context.problem).toEqual({ key: 'errors.signupStore' })
    expect(actor.getSnapshot().context.emailAtFault).toBe(false)
  })

  it('sends nothing without the consent box ticked, and says so beside the box; a bad address comes first', () => {
    const send = vi.fn(async (): Promise<SignupResult> => ({ ok: true }))
    const actor = createActor(signupMachine.provide({ actors: { send: fromPromise(send) } }), {
      input: { invalidEmail: 'errors.invalidEmailClient', autoHide: false },
    }).start()
    actor.send({ type: 'signup.submit', email: 'ada@example.com', consent: false })
    expect(actor.getSnapshot().value).toEqual({ ready: 'error' })
    expect(actor.getSnapshot().context).toMatchObject({
      problem: { key: 'errors.consentRequired' },
      consentAtFault: true,
      emailAtFault: false,
    })
    const first = actor.getSnapshot().context.attempts
    // Neither an address nor the box: the address's message, beside the address.
    actor.send({ type: 'signup.submit', email: 'nope', consent: false })
    expect(actor.getSnapshot().context).toMatchObject({
      problem: { key: 'errors.invalidEmailClient' },
      consentAtFault: false,
      emailAtFault: true,
    })
    expect(actor.getSnapshot().context.attempts).not.toBe(first)
    expect(send).not.toHaveBeenCalled()
    actor.send({ type: 'signup.submit', email: 'ada@example.com', consent: true })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(actor.getSnapshot().context).toMatchObject({
      problem: null,
      consentAtFault: false,
      emailAtFault: false,
    })
  })

  it('shows the server’s consent refusal beside the box, from a script or a form posted without one', () => {
    const actor = createActor(signupMachine.provide({ actors: { send: pendingSignup } }), {
      input: { invalidEmail: 'errors.invalidEmailClient', autoHide: false },
    }).start()
    actor.send({ type: 'signup.submit', email: 'ada@example.com', consent: true })
    actor.send({
      type: 'xstate.done.actor.send',
      output: { ok: false, problem: { key: 'errors.consentRequired' }, field: 'consent' },
    } as never)
    expect(actor.getSnapshot().value).toEqual({ ready: 'error' })
    expect(actor.getSnapshot().context).toMatchObject({
      problem: { key: 'errors.consentRequired' },
      consentAtFault: true,
      emailAtFault: false,
    })
    const posted = createActor(signupMachine, {
      input: {
        invalidEmail: 'errors.invalidEmail',
        autoHide: false,
        initial: { status: 'error', message: 'Non', fieldErrors: { consent: 'errors.consentRequired' } },
      },
    }).start()
    expect(posted.getSnapshot().value).toEqual({ ready: 'error' })
    expect(posted.getSnapshot().context).toMatchObject({
      problem: { key: 'errors.consentRequired' },
      consentAtFault: true,
      emailAtFault: false,
    })
  })
})

const fields = { name: 'Ana', email: 'ana@example.com', subject: '', message: 'Olá', consent: 'yes' }
const contactEvents = [
  { type: 'contact.submit', fields },
  { type: 'contact.submit', fields: { ...fields, name: ' ' } },
  { type: 'contact.submit', fields: { ...fields, email: 'ana-at-example' } },
  // The consent box left unticked (issue 59).
  { type: 'contact.submit', fields: { ...fields, consent: '' } },
  { type: 'contact.reset' },
  { type: 'xstate.done.actor.send', output: { ok: true } },
  { type: 'xstate.done.actor.send', output: { ok: false, problem: { key: 'errors.contactStore' } } },
  { type: 'xstate.error.actor.send', error: new Error('offline') },
]

describe('contactMachine', () => {
  const machine = contactMachine.provide({ actors: { send: pendingContact } })

  it('sends complete fields from idle or an error, shows the fields at fault, and starts over once sent', () => {
    expect(transitionTable(machine, contactEvents, {})).toEqual([
      '(start)  →  {"ready":"idle"}',
      'sending  —xstate.done.actor.send→  sent',
      'sending  —xstate.done.actor.send→  {"ready":"error"}',
      'sending  —xstate.error.actor.send→  {"ready":"error"}',
      'sent  —contact.reset→  {"ready":"idle"}',
      '{"ready":"error"}  —contact.submit→  sending',
      '{"ready":"idle"}  —contact.submit→  sending',
      '{"ready":"idle"}  —contact.submit→  {"ready":"error"}',
    ])
  })

  it('gives each field at fault its own message, keeps what was typed, and marks each refusal', () => {
    const actor = createActor(machine, { input: {} }).start()
    expect(actor.getSnapshot().context.attempts).toBe(0)
    actor.send({ type: 'contact.submit', fields: { ...fields, message: '' } })
    expect(actor.getSnapshot().context.fieldProblems).toEqual({ message: 'errors.messageRequired' })
    expect(actor.getSnapshot().context.problem).toBeNull()
    expect(actor.getSnapshot().context.fields.name).toBe('Ana')
    const first = actor.getSnapshot().context.attempts
    actor.send({ type: 'contact.submit', fields: { ...fields, email: 'ana@example' } })
    expect(actor.getSnapshot().context.fieldProblems).toEqual({ email: 'errors.invalidEmailClient' })
    expect(actor.getSnapshot().context.attempts).not.toBe(first)
    // The server's own rule (core/address.ts): a comment in the domain is not one mailbox.
    actor.send({ type: 'contact.submit', fields: { ...fields, email: 'ana@x(y).test' } })
    expect(actor.getSnapshot().context.fieldProblems).toEqual({ email: 'errors.invalidEmailClient' })
    actor.send({ type: 'contact.submit', fields: { ...fields, consent: '' } })
    expect(actor.getSnapshot().context.fieldProblems).toEqual({ consent: 'errors.consentRequired' })
    // Only the box's own value ticks it.
    actor.send({ type: 'contact.submit', fields: { ...fields, consent: 'on' } })
    expect(actor.getSnapshot().context.fieldProblems).toEqual({ consent: 'errors.consentRequired' })
    actor.send({
      type: 'contact.submit',
      fields: { name: ' ', email: '', subject: '', message: '', consent: '' },
    })
    expect(actor.getSnapshot().context.fieldProblems).toEqual({
      name: 'errors.nameRequired',
      email: 'errors.emailRequired',
      message: 'errors.messageRequired',
      consent: 'errors.consentRequired',
    })
    actor.send({ type: 'contact.submit', fields })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(actor.getSnapshot().context.fieldProblems).toEqual({})
  })

  it('starts from the fields a form posted without JavaScript found at fault', () => {
    const actor = createActor(machine, {
      input: {
        initial: {
          status: 'error',
          message: 'Please fill out all required fields',
          fields: { ...fields, name: '' },
          fieldErrors: { name: 'errors.nameRequired' },
        },
      },
    }).start()
    expect(actor.getSnapshot().value).toEqual({ ready: 'error' })
    expect(actor.getSnapshot().context.fieldProblems).toEqual({ name: 'errors.nameRequired' })
    expect(actor.getSnapshot().context.problem).toBeNull()
  })

  it('clears the fields once the message is sent', async () => {
    const actor = createActor(
      contactMachine.provide({
        actors: { send: fromPromise<ContactResult, ContactFields>(async () => ({ ok: true })) },
      }),
      {
        input: {},
      },
    ).start()
    actor.send({ type: 'contact.submit', fields })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'))
    expect(actor.getSnapshot().context.fields).toEqual({
      name: '',
      email: '',
      subject: '',
      message: '',
      consent: '',
    })
    actor.send({ type: 'contact.reset' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
  })
})
