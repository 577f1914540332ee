import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { formatDate, type Temporal } from '../../core/calc/temporal.ts'
import { confirmSignup, findSignup, recordSignup } from '../../db/subscribers.ts'
import { PAGE_SIZE } from '../../db/weekly-query.ts'
import { newRowSecret } from '../../worker/links/signed-links.ts'
import type { MailJob } from '../../worker/mail/jobs.ts'
import { scheduleWeekly } from '../../worker/mail/weekly-schedule.ts'
import { handleScheduled } from '../../worker/scheduled.ts'
import { at, now as clockNow, epochSecondsFromNow } from './clock.ts'
import {
  alteredSignature,
  linkFor,
  mailLogRow,
  recordingDeps,
  runQueue,
  waitForMail,
} from './mail-support.ts'
import { addressRow, clientIp } from './support.ts'

/** The instant the cron tests run at: 09:00 UTC on the Worker's injected date. */
const now = clockNow.toZonedDateTimeISO('UTC').with({ hour: 9, minute: 0, second: 0 }).toInstant()
const today = now.toZonedDateTimeISO('UTC').toPlainDate()
const later = (days: number) => now.add({ hours: 24 * days })

let next = 0
/** A confirmed weekly subscriber whose pregnancy is `weeks` (and `days`) along today. */
async function subscriber(weeks: number, locale = 'en', timeZone = 'UTC', days = 0) {
  next++
  const email = `weekly-${next}-${crypto.randomUUID().slice(0, 8)}@example.com`
  const lastPeriodDate = today.subtract({ days: weeks * 7 + days }).toString()
  const { signupId } = await recordSignup(env.DB, {
    email,
    source: 'pregnancy_guide',
    fields: { cycleLength: 28, lastPeriodDate },
    locale,
    timeZone,
    secret: newRowSecret(),
    // Stored when the Worker's clock says, as the API would: the cron's 09:00 may be hours away.
    at,
    consent: { text: 'I agree that my pregnancy dates are kept to send me the weekly e-mails.' },
  })
  const signup = await findSignup(env.DB, signupId)
  if (!signup) throw new Error('no sign-up')
  await confirmSignup(env.DB, signup, at)
  const row = await addressRow(email)
  if (!row) throw new Error('no row')
  return { email, id: row.id }
}

/** One cron pass with a recording queue: the jobs it would put on the queue. */
async function schedule(at: Temporal.Instant) {
  const jobs: MailJob[] = []
  const batches: number[] = []
  const result = await scheduleWeekly(env.DB, at, async (batch) => {
    batches.push(batch.length)
    jobs.push(...batch)
  })
  return { jobs, batches, result }
}

const jobsFor = (jobs: MailJob[], id: number) =>
  jobs.filter((job) => job.kind === 'weekly' && job.emailId === id)

describe('the weekly schedule', () => {
  it('a subscriber at week 12 gets the week-13 e-mail when week 13 starts, in their language', async () => {
    const { id } = await subscriber(12, 'ru', 'UTC', 6)
    const deps = recordingDeps()
    for (const job of jobsFor((await schedule(now)).jobs, id)) await runQueue(job, deps)
    expect(deps.sent.map((mail) => mail.message.subject)).toHaveLength(1)
    const tomorrow = jobsFor((await schedule(later(1))).jobs, id)
    expect(tomorrow).toEqual([{ kind: 'weekly', emailId: id, week: 13 }])
    for (const job of tomorrow) await runQueue(job, deps)
    const t = messagesFor('ru')
    const [, week13] = deps.sent
    expect(week13?.message.subject).toBe(`Срок 13 недель: ${t['week.13.headline']}`)
    expect(week13?.message.html).toContain('lang="ru"')
    expect(week13?.message.text).toContain(t['week.13.tip'])
    expect(week13?.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    // Only the first weekly e-mail explains the series.
    expect(deps.sent[0]?.message.text).toContain(t['mail.weekly.first'].slice(0, 40))
    expect(week13?.message.text).not.toContain(t['mail.weekly.first'].slice(0, 40))
  })

  it('follows the subscriber’s own calendar: Kiritimati reaches the new week before Pago Pago', async () => {
    // At 11:00 UTC it is already tomorrow at UTC+14, and still today at UTC−11.
    const at = now.add({ hours: 2 })
    const east = await subscriber(19, 'en', 'Pacific/Kiritimati', 6)
    const west = await subscriber(19, 'en', 'Pacific/Pago_Pago', 6)
    const { jobs } = await schedule(at)
    expect(jobsFor(jobs, east.id)).toEqual([{ kind: 'weekly', emailId: east.id, week: 20 }])
    expect(jobsFor(jobs, west.id)).toEqual([{ kind: 'weekly', emailId: west.id, week: 19 }])
  })

  it('two cron runs that day, and a redelivered message, send the e-mail once', async () => {
    const { id } = await subscriber(20, 'fr')
    const first = jobsFor((await schedule(now)).jobs, id)
    const second = jobsFor((await schedule(now)).jobs, id)
    const deps = recordingDeps()
    for (const job of [...first, ...second, ...first]) await runQueue(job, deps)
    expect(deps.sent).toHaveLength(1)
    // Once it is in the log, the cron does not queue it again.
    expect(jobsFor((await schedule(now)).jobs, id)).toEqual([])
  })

  it('misses no week but never bursts: after an outage only the current week is sent', async () => {
    const { id } = await subscriber(10)
    expect(jobsFor((await schedule(now)).jobs, id)).toEqual([{ kind: 'weekly', emailId: id, week: 10 }])
    expect(jobsFor((await schedule(later(21))).jobs, id)).toEqual([{ kind: 'weekly', emailId: id, week: 13 }])
  })

  it('runs from week 4 to week 42, and ends there', async () => {
    const cases = [
      [3, []],
      [4, [4]],
      [42, [42]],
      [43, []],
    ] as const
    for (const [weeks, expected] of cases) {
      const { id } = await subscriber(weeks)
      expect(
        jobsFor((await schedule(now)).jobs, id).map((job) => (job.kind === 'weekly' ? job.week : 0)),
        `${weeks} weeks`,
      ).toEqual(expected)
    }
  })

  it('the real cron and queue deliver the week’s e-mail', async () => {
    const { id } = await subscriber(30, 'pt')
    await handleScheduled(env, now)
    expect((await waitForMail(`weekly:${id}:30`))?.status).toBe('sent')
  })
})

describe('stopping and changing the due date', () => {
  it('“I’m no longer pregnant” shows one button, no question; pressing it stops, and nothing more is sent', async () => {
    const { email, id } = await subscriber(25, 'es')
    const queued = jobsFor((await schedule(now)).jobs, id)
    const token = await linkFor(email, { purpose: 'manage', ref: 0, expires: 0 })
    const page = await exports.default.fetch(`http://localhost/es/stop?token=${token}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain(`<p>${messagesFor('es')['weekly.stopIntro']}</p>`)
    expect(html).toMatch(
      new RegExp(`<button type="submit" class="button">${messagesFor('es')['weekly.stopButton']}</button>`),
    )
    expect(html).toContain(`<input type="hidden" name="token" value="${token}"/>`)
    const stopped = await exports.default.fetch(
      new Request('http://localhost/es/stop', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': clientIp() },
        body: new URLSearchParams({ token }).toString(),
      }),
    )
    expect(stopped.status).toBe(200)
    expect(await stopped.text()).toContain(messagesFor('es')['weekly.stopped'])
    const deps = recordingDeps()
    for (const job of queued) await runQueue(job, deps)
    expect(deps.sent).toHaveLength(0)
    expect(jobsFor((await schedule(later(7))).jobs, id)).toEqual([])
    expect(await addressRow(email)).not.toBeNull()
    // Opened again once stopped, the link says so and offers no button.
    const again = await (await exports.default.fetch(`http://localhost/es/stop?token=${token}`)).text()
    expect(again).toContain(messagesFor('es')['weekly.stopped'])
    expect(again).not.toContain(messagesFor('es')['weekly.stopButton'])
  })

  // Security review, round two, item 8: a link scanner or a preview opens links with HEAD or GET.
  it('a HEAD or GET of the stop link, however often, changes nothing', async () => {
    const { email, id } = await subscriber(18)
    const token = await linkFor(email, { purpose: 'manage', ref: 0, expires: 0 })
    for (const method of ['HEAD', 'GET', 'HEAD', 'GET']) {
      const res = await exports.default.fetch(new Request(`http://localhost/stop?token=${token}`, { method }))
      expect(res.status, method).toBe(200)
      await res.body?.cancel()
    }
    expect(jobsFor((await schedule(now)).jobs, id)).toEqual([{ kind: 'weekly', emailId: id, week: 18 }])
  })

  it('a change of due date moves the series', async () => {
    const { email, id } = await subscriber(20)
    const token = await linkFor(email, { purpose: 'manage', ref: 0, expires: 0 })
    const form = await exports.default.fetch(`http://localhost/due-date?token=${token}`)
    expect(form.status).toBe(200)
    expect(await form.text()).toContain('New due date')
    // Two weeks earlier than planned: the pregnancy is 22 weeks along, not 20.
    const due = today.subtract({ weeks: 20 }).add({ days: 280 }).subtract({ weeks: 2 })
    const saved = await exports.default.fetch(
      new Request('http://localhost/due-date', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': clientIp() },
        body: new URLSearchParams({ token, dueDate: due.toString() }).toString(),
      }),
    )
    expect(saved.status).toBe(200)
    expect(jobsFor((await schedule(now)).jobs, id)).toEqual([{ kind: 'weekly', emailId: id, week: 22 }])
  })

  // Issue 48 (fr review, B1): a French dossier gives the terme at 41 SA, seven days after the
  // 40-week date the series counts from. Entered as the terme, it must not move the series a week.
  it('in French, a terme (41 SA) entered as the terme keeps the series in its week', async () => {
    const { email, id } = await subscriber(20, 'fr')
    const token = await linkFor(email, { purpose: 'manage', ref: 0, expires: 0 })
    const form = await (await exports.default.fetch(`http://localhost/fr/due-date?token=${token}`)).text()
    const t = messagesFor('fr')
    expect(form).toContain(`<legend>${t['weekly.dueKind']}</legend>`)
    expect(form).toContain('<input type="radio" name="dateKind" checked="" value="term"/>')
    const start = today.subtract({ weeks: 20 })
    const terme = start.add({ days: 287 })
    expect(form).toContain(`<p>${t['weekly.termCurrent'].replace('{date}', formatDate(terme, 'fr'))}</p>`)
    // The field holds the date of the kind checked: pressing Save as it is changes nothing.
    expect(form).toContain(`name="dueDate" value="${terme}"`)
    const post = (body: Record<string, string>) =>
      exports.default.fetch(
        new Request('http://localhost/fr/due-date', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': clientIp() },
          body: new URLSearchParams(body).toString(),
        }),
      )
    // The same terme as the dossier's: the series stays at 20 weeks.
    const saved = await post({ token, dueDate: terme.toString(), dateKind: 'term' })
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain(formatDate(terme, 'fr'))
    expect(jobsFor((await schedule(now)).jobs, id)).toEqual([{ kind: 'weekly', emailId: id, week: 20 }])
    // The same date given as the 40 SA date is a pregnancy one week less along.
    expect((await post({ token, dueDate: terme.toString(), dateKind: 'due' })).status).toBe(200)
    expect(jobsFor((await schedule(now)).jobs, id)).toEqual([{ kind: 'weekly', emailId: id, week: 19 }])
  })

  it('in English, there is no terme to choose: the date is the 40-week one', async () => {
    const { email } = await subscriber(20)
    const token = await linkFor(email, { purpose: 'manage', ref: 0, expires: 0 })
    const form = await (await exports.default.fetch(`http://localhost/due-date?token=${token}`)).text()
    expect(form).not.toContain('name="dateKind"')
  })

  it('refuses an implausible due date and a forged link, changing nothing', async () => {
    const { email, id } = await subscriber(15)
    const token = await linkFor(email, { purpose: 'manage', ref: 0, expires: 0 })
    const post = (body: Record<string, string>) =>
      exports.default.fetch(
        new Request('http://localhost/fr/due-date', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': clientIp() },
          body: new URLSearchParams(body).toString(),
        }),
      )
    const tooLate = await post({ token, dueDate: today.add({ weeks: 45 }).toString() })
    expect(tooLate.status).toBe(400)
    expect(await tooLate.text()).toContain(messagesFor('fr')['weekly.dueInvalid'])
    expect((await post({ token: alteredSignature(token), dueDate: today.toString() })).status).toBe(400)
    const unsubscribe = await linkFor(email, { purpose: 'unsubscribe', ref: 0, expires: 0 })
    expect((await exports.default.fetch(`http://localhost/stop?token=${unsubscribe}`)).status).toBe(400)
    expect(jobsFor((await schedule(now)).jobs, id)).toEqual([{ kind: 'weekly', emailId: id, week: 15 }])
  })
})

describe('at scale', () => {
  it('5,000 subscribers across all weeks and languages: bounded pages and batches, each mail once', async () => {
    const locales = ['en', 'fr', 'ru', 'es', 'pt']
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO emails (email, source, metadata, status, secret, locale, time_zone)
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
         SELECT 'bulk' || i || '@example.com', 'pregnancy_guide', '{"sources":["pregnancy_guide"]}', 'confirmed',
           'secret' || i, json_extract(?, '$[' || (i % 5) || ']'), 'UTC' FROM n`,
      ).bind(JSON.stringify(locales)),
      env.DB.prepare(
        `INSERT INTO signups (email_id, source, fields, locale, confirmed_at)
         SELECT id, 'pregnancy_guide', json_object('lastPeriodDate', date(?, '-' || ((4 + (id % 39)) * 7) || ' days')),
           locale, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         FROM emails WHERE email LIKE 'bulk%@example.com'`,
      ).bind(today.toString()),
    ])
    const { rows, firstId } = await bulkRows()
    expect(rows).toBe(5000)
    const first = await schedule(now)
    const bulk = first.jobs.filter((job) => job.kind === 'weekly' && job.emailId >= firstId)
    expect(bulk).toHaveLength(5000)
    const keys = new Set(bulk.map((job) => (job.kind === 'weekly' ? `${job.emailId}:${job.week}` : '')))
    expect(keys.size).toBe(bulk.length)
    expect(first.result.read).toBeGreaterThanOrEqual(5000)
    expect(first.result.pages).toBe(Math.ceil(first.result.read / PAGE_SIZE))
    expect(Math.max(...first.batches)).toBeLessThanOrEqual(100)
    const weeks = new Set(bulk.map((job) => (job.kind === 'weekly' ? job.week : 0)))
    expect([...weeks].sort((a, b) => a - b)).toEqual(Array.from({ length: 39 }, (_, i) => i + 4))
    // Once logged (as the consumer would), the next run that day queues none of them.
    await env.DB.prepare(
      `INSERT OR IGNORE INTO mail_log (key, email_id, kind, job, status)
       SELECT value ->> '$.key', value ->> '$.id', 'weekly', '{}', 'sent' FROM json_each(?)`,
    )
      .bind(
        JSON.stringify(
          bulk.map((job) =>
            job.kind === 'weekly' ? { key: `weekly:${job.emailId}:${job.week}`, id: job.emailId } : {},
          ),
        ),
      )
      .run()
    const again = (await schedule(now)).jobs.filter((job) => job.kind === 'weekly' && job.emailId >= firstId)
    expect(again).toEqual([])
  }, 60_000)
})

async function bulkRows() {
  const row = await env.DB.prepare(
    "SELECT count(*) AS rows, min(id) AS firstId FROM emails WHERE email LIKE 'bulk%@example.com'",
  ).first<{ rows: number; firstId: number }>()
  return { rows: row?.rows ?? 0, firstId: row?.firstId ?? 0 }
}

describe('the welcome covers its week', () => {
  it('confirming weekly updates records this week as covered, so the cron sends nothing more today', async () => {
    const lastPeriodDate = today.subtract({ weeks: 16 }).toString()
    const res = await exports.default.fetch(
      new Request('http://localhost/api/signup', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost',
          'cf-connecting-ip': clientIp(),
        },
        body: JSON.stringify({
          source: 'pregnancy_guide',
          email: 'welcome@example.com',
          cycleLength: 28,
          lastPeriodDate,
          consent: true,
        }),
      }),
    )
    expect(res.status).toBe(202)
    const signup = await env.DB.prepare(
      "SELECT s.id FROM signups s JOIN emails e ON e.id = s.email_id WHERE e.email = 'welcome@example.com'",
    ).first<{ id: number }>()
    const token = await linkFor('welcome@example.com', {
      purpose: 'confirm',
      ref: signup?.id ?? 0,
      expires: epochSecondsFromNow(3600),
    })
    const confirmed = await exports.default.fetch(
      new Request('http://localhost/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': clientIp() },
        body: `token=${token}`,
      }),
    )
    expect(confirmed.status).toBe(200)
    const row = await addressRow('welcome@example.com')
    expect(await mailLogRow(`weekly:${row?.id}:16`)).toMatchObject({ status: 'skipped' })
    // The cron later that day, by the Worker's own clock.
    expect(jobsFor((await schedule(clockNow)).jobs, row?.id ?? 0)).toEqual([])
  })
})
