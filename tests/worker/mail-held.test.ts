import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Temporal } from '../../core/calc/temporal.ts'
import { CONFIRM_DAYS, WAITING_KEPT } from '../../core/mail-limits.ts'
import { findAddress, findSignup } from '../../db/subscribers.ts'
import { passTurn } from '../../worker/mail/confirm-line.ts'
import type { MailJob } from '../../worker/mail/jobs.ts'
import { timestamp } from '../../worker/request/clock.ts'
import { now, today } from './clock.ts'
import {
  confirmPath,
  mailLogRow,
  postPage,
  type QueueEvent,
  recordingDeps,
  refOf,
  runQueue,
  runQueueUntilIdle,
  storeSignup,
} from './mail-support.ts'
import { signupsOf } from './support.ts'

/**
 * Held confirmations (security review of issue 61, finding 3; decision 077): an address's waiting
 * sign-ups are served oldest first, and one job of the address waits on the queue, not one per
 * sign-up. Every instant is the test clock's.
 */

/** A request of its own for each cycle length, as the review's probe made them (`p18-held.sh`). */
const request = (cycleLength: number) => ({
  cycleLength,
  lastPeriodDate: today.subtract({ days: 3 }).toString(),
})

/** A visitor signing `email` up at `at`, whose sign-up's job is delivered then; its id goes on `made`. */
const visit = (email: string, at: Temporal.Instant, cycleLength: number, made: number[]): QueueEvent => ({
  at,
  job: async (): Promise<MailJob> => {
    const { signupId } = await storeSignup(email, 'calculator_guide', request(cycleLength), 'en', at)
    made.push(signupId)
    return { kind: 'confirm', signupId }
  },
})

const confirmJob = (signupId: number): MailJob => ({ kind: 'confirm', signupId })

/** The address's mail log as the operator reads it, oldest key first. */
async function logOf(email: string) {
  const { results } = await env.DB.prepare(
    `SELECT l.key, l.status, l.last_error FROM mail_log l JOIN emails e ON e.id = l.email_id
      WHERE e.email = ? ORDER BY l.created_at, l.key`,
  )
    .bind(email)
    .all<{ key: string; status: string; last_error: string | null }>()
  return results
}

/** When the address's one held confirmation job is due, as stored (null when none is held). */
async function heldUntil(email: string) {
  const row = await env.DB.prepare('SELECT confirm_held_until AS until FROM emails WHERE email = ?')
    .bind(email)
    .first<{ until: string | null }>()
  return row?.until
}

const minutesAfter = (start: Temporal.Instant, sent: { at: Temporal.Instant }[]) =>
  sent.map(({ at }) => start.until(at).total('minutes'))

/** The mail sent `index`-th in a run, which the test needs to be there. */
function nth<T>(sent: T[], index: number): T {
  const mail = sent[index]
  if (!mail) throw new Error(`no mail ${index}`)
  return mail
}

describe('one held confirmation job per address', () => {
  it('8 different sign-ups for a fresh address: one mail goes, and one job stays on the queue, not 7', async () => {
    const email = 'held-eight@example.com'
    const made: number[] = []
    // The probe's 8 "clients", here a second apart.
    const visits = [21, 22, 23, 24, 25, 26, 27, 28].map((cycle, i) =>
      visit(email, now.add({ seconds: i }), cycle, made),
    )
    const first = await runQueueUntilIdle(visits, now.add({ seconds: 8 }))
    expect(first.sent.map(({ mail }) => refOf(mail))).toEqual([made[0]])
    // The second sign-up's job found the window taken and holds the address's turn until it frees;
    // the six after it found the turn held and were dropped, logging nothing.
    expect(first.depths).toEqual([0, 1, 1, 1, 1, 1, 1, 1])
    expect(first.left).toEqual([{ at: now.add({ minutes: 10 }), job: confirmJob(made[1] ?? 0) }])
    expect(await heldUntil(email)).toBe(timestamp(now.add({ minutes: 10 })))
    expect(await logOf(email)).toEqual([{ key: `confirm:${made[0]}`, status: 'sent', last_error: null }])

    const rest = await runQueueUntilIdle(first.left)
    // Oldest first, one per 10 minutes and 3 a day, with never more than that one job waiting.
    expect(minutesAfter(now, rest.sent)).toEqual([10, 20, 1440, 1450, 1460, 2880, 2890])
    expect(rest.sent.map(({ mail }) => refOf(mail))).toEqual(made.slice(1))
    expect(Math.max(...rest.depths)).toBe(1)
    expect(rest.left).toEqual([])
    expect(await heldUntil(email)).toBeNull()
    expect((await logOf(email)).map(({ key, status }) => [key, status])).toEqual(
      made.map((id) => [`confirm:${id}`, 'sent']),
    )
  }, 30_000)

  it('a stranger adding a different sign-up every window cannot keep the first request waiting past its turn', async () => {
    const email = 'held-first@example.com'
    const made: number[] = []
    // A stranger's request takes the window; the owner asks a minute later, and the stranger then
    // adds a new request every 10 minutes for two hours (decision 051 gave each window to the newest).
    const visits = [
      visit(email, now, 21, made),
      visit(email, now.add({ minutes: 1 }), 28, made),
      ...Array.from({ length: 12 }, (_, i) => visit(email, now.add({ minutes: 2 + 10 * i }), 30 + i, made)),
    ]
    const { sent, left } = await runQueueUntilIdle(visits)
    // The owner's goes in the first window after she asked, and every request in the order it came.
    const owners = nth(sent, 1)
    expect(owners.at).toEqual(now.add({ minutes: 10 }))
    expect(refOf(owners.mail)).toBe(made[1])
    expect(sent.map(({ mail }) => refOf(mail))).toEqual(made)
    expect(left).toEqual([])
  }, 30_000)

  it('a burst after a request cannot push it out: the address keeps its 9 oldest and 9 newest waiting sign-ups', async () => {
    const email = 'held-burst@example.com'
    const made: number[] = []
    const visits = [
      visit(email, now, 21, made),
      visit(email, now.add({ minutes: 1 }), 22, made),
      ...Array.from({ length: 30 }, (_, i) =>
        visit(email, now.add({ minutes: 2, seconds: i }), 30 + i, made),
      ),
    ]
    const { sent, left } = await runQueueUntilIdle(visits, now.add({ minutes: 15 }))
    const [sentFirst, owners, ...burst] = made
    // The first was sent; of the 31 waiting after it, the 9 oldest (the owner's first) and the 9
    // newest are kept, and the 13 between are deleted.
    expect(WAITING_KEPT).toEqual({ oldest: 9, newest: 9 })
    const kept = [owners, ...burst.slice(0, 8), ...burst.slice(-9)]
    expect((await signupsOf(email)).map(({ id }) => id)).toEqual([sentFirst, ...kept])
    // The owner's goes in the next window, and the next in line holds the turn.
    expect(minutesAfter(now, sent)).toEqual([0, 10])
    expect(sent.map(({ mail }) => refOf(mail))).toEqual([sentFirst, owners])
    expect(left).toEqual([{ at: now.add({ minutes: 20 }), job: confirmJob(burst[0] ?? 0) }])
  }, 30_000)
})

describe('the turn goes on whatever became of the held job’s own sign-up', () => {
  it('expired while held: skipped, and the next in line is served', async () => {
    const email = 'held-expired@example.com'
    const sentFirst = await storeSignup(email, 'calculator_guide', request(21))
    // Made 5 minutes short of a week ago: its link dies before the next window.
    const madeWeekAgo = now.subtract({ hours: CONFIRM_DAYS * 24 }).add({ minutes: 5 })
    const expiring = await storeSignup(email, 'calculator_guide', request(22), 'en', madeWeekAgo)
    const next = await storeSignup(email, 'calculator_guide', request(23))
    const { sent, left } = await runQueueUntilIdle([
      { at: now, job: confirmJob(sentFirst.signupId) },
      { at: now, job: confirmJob(next.signupId) },
    ])
    expect(sent.map(({ mail }) => refOf(mail))).toEqual([sentFirst.signupId, next.signupId])
    // The held job (the expiring sign-up's) woke at 10 minutes, skipped its own and handed the
    // turn on: the next one's job came a second later.
    expect(sent.map(({ at }) => now.until(at).total('seconds'))).toEqual([0, 601])
    expect(await mailLogRow(`confirm:${expiring.signupId}`)).toMatchObject({
      status: 'skipped',
      last_error: 'expired while held',
    })
    expect(left).toEqual([])
  })

  it('confirmed: a job of a confirmed sign-up delivered again serves the sign-ups still waiting', async () => {
    const email = 'held-confirmed@example.com'
    const own = await storeSignup(email, 'calculator_guide', request(21))
    const deps = recordingDeps()
    await runQueue(confirmJob(own.signupId), deps)
    const path = confirmPath(nth(deps.sent, 0))
    const token = new URL(path, 'http://localhost').searchParams.get('token') ?? ''
    expect((await postPage(path, `token=${token}`)).status).toBe(200)
    // Two sign-ups wait with no job of their own (say, queued before this version).
    const waiting = [
      await storeSignup(email, 'calculator_guide', request(22)),
      await storeSignup(email, 'calculator_guide', request(23)),
    ].map(({ signupId }) => signupId)
    const { sent } = await runQueueUntilIdle([
      { at: now.add({ minutes: 10 }), job: confirmJob(own.signupId) },
    ])
    expect(sent.map(({ mail }) => refOf(mail))).toEqual(waiting)
    expect(await mailLogRow(`confirm:${own.signupId}`)).toMatchObject({ status: 'sent' })
  })

  it('given up by the queue: the dead-lettered job leaves the line and hands the turn on', async () => {
    const email = 'held-dead@example.com'
    const given = await storeSignup(email, 'calculator_guide', request(21))
    const next = await storeSignup(email, 'calculator_guide', request(22))
    const job = confirmJob(given.signupId)
    // Email Sending refuses five tries, and the queue dead-letters the job.
    const deps = recordingDeps(5)
    for (let attempt = 1; attempt <= 5; attempt++) await runQueue(job, deps, attempt)
    await runQueue(job, deps, 5, 'fertility-mail-dead')
    expect(await mailLogRow(`confirm:${given.signupId}`)).toMatchObject({ status: 'dead' })
    expect(deps.held).toEqual([{ job, delaySeconds: 1 }])
    const { sent, left } = await runQueueUntilIdle([{ at: now.add({ seconds: 1 }), job }])
    expect(sent.map(({ mail }) => refOf(mail))).toEqual([next.signupId])
    expect(left).toEqual([])
  })
})

describe('the turn is taken from what a job read', () => {
  it('of two jobs that read the same turn, one holds it and the other is dropped; a turn come is taken again', async () => {
    const email = 'held-race@example.com'
    const { signupId } = await storeSignup(email, 'calculator_guide', request(21))
    const signup = await findSignup(env.DB, signupId)
    const read = signup && (await findAddress(env.DB, signup.emailId))
    if (!signup || !read) throw new Error('not stored')
    const queued: MailJob[] = []
    const later = async (job: MailJob) => {
      queued.push(job)
    }
    expect(await passTurn({ env, now }, read, signup, 600, later)).toBe('held')
    // The second read the turn free too, but it is now held for 10 minutes: it is dropped, and the
    // job it queued will be too when it wakes, for the first one's serves the line.
    expect(await passTurn({ env, now }, read, signup, 300, later)).toBe('dropped')
    expect(await heldUntil(email)).toBe(timestamp(now.add({ minutes: 10 })))
    // Ten minutes on, a job that read the turn long ago finds it come, and takes it as it is now.
    const tenMinutesOn = { env, now: now.add({ minutes: 10 }) }
    expect(await passTurn(tenMinutesOn, read, signup, 600, later)).toBe('held')
    expect(await heldUntil(email)).toBe(timestamp(now.add({ minutes: 20 })))
    expect(queued).toEqual([confirmJob(signupId), confirmJob(signupId), confirmJob(signupId)])
  })
})
