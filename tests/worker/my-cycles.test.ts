import { exports } from 'cloudflare:workers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { MAX_PERIODS, predictCycles, signsParam } from '../../core/calc/cycle-log.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { locales } from '../../core/i18n/locales.ts'
import { localizedPath } from '../../core/routes.ts'
import { today } from './clock.ts'

const get = (path: string) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }))
const days = (n: number) => today.subtract({ days: n }).toString()

describe('My cycles from a link (no JavaScript, bookmarks)', () => {
  for (const locale of locales) {
    it(`${locale}: ?periods= renders the statistics, private and with no referrer`, async () => {
      const t = messagesFor(locale)
      const periods = [90, 62, 33, 5].map(days).join(',')
      const res = await get(`${localizedPath(locale, 'my-cycles')}?periods=${periods}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      const html = await res.text()
      expect(html).toContain(t['cycles.stats.title'])
      expect(html).toContain(t['cycles.predictions.title'])
    })
  }

  it('the no-JavaScript form adds a date and redirects to the one clean link; a bad one is explained', async () => {
    const base = `/my-cycles?periods=${days(60)},${days(31)}&luteal=12`
    const added = await get(`${base}&add=${days(2)}`)
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe(
      `/my-cycles?periods=${encodeURIComponent([days(60), days(31), days(2)].join(','))}&luteal=12`,
    )
    expect(added.headers.get('cache-control')).toBe('private, no-store')
    const t = messagesFor('en')
    for (const [add, problem] of [
      // Two days ahead: the future in every time zone (the Worker's today may be UTC+14's).
      [today.add({ days: 2 }).toString(), 'cycles.future'],
      [days(31), 'cycles.duplicate'],
      ['2026-02-30', 'cycles.invalidDate'],
    ] as const) {
      const res = await get(`${base}&add=${add}`)
      expect(res.status, add).toBe(200)
      expect(await res.text(), add).toContain(t[problem].replace(/'/g, '&#x27;'))
    }
  })

  it('with a last day, the date joins the link as an interval; a last day that cannot be is explained', async () => {
    const base = `/ru/my-cycles?periods=${days(60)}/${days(56)},${days(31)}`
    const added = await get(`${base}&add=${days(2)}&addEnd=${days(0)}`)
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe(
      `/ru/my-cycles?periods=${encodeURIComponent(`${days(60)}/${days(56)},${days(31)},${days(2)}/${days(0)}`)}`,
    )
    // An empty last day is no last day.
    expect((await get(`${base}&add=${days(2)}&addEnd=`)).headers.get('location')).toBe(
      `/ru/my-cycles?periods=${encodeURIComponent(`${days(60)}/${days(56)},${days(31)},${days(2)}`)}`,
    )
    const t = messagesFor('ru')
    for (const end of [days(3), days(31), today.add({ days: 2 }).toString(), 'x']) {
      const res = await get(`/ru/my-cycles?periods=${days(60)},${days(31)}&add=${days(45)}&addEnd=${end}`)
      expect(res.status, end).toBe(200)
      expect(await res.text(), end).toContain(t['cycles.invalidEnd'])
    }
    // The link renders the period's dates as one range, and the average period.
    const html = await (
      await get(`/ru/my-cycles?periods=${days(60)}/${days(56)},${days(31)},${days(2)}`)
    ).text()
    expect(html).toContain(t['cycles.stats.period'])
  })

  it('500 dates, garbage and hostile values: a clear message, never a 5xx', async () => {
    const t = messagesFor('en')
    const many = Array.from({ length: MAX_PERIODS + 260 }, (_, i) => days(10 + i * 28)).join(',')
    const res = await get(`/my-cycles?periods=${many}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(t['cycles.linkTooMany'])
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc
            .array(
              fc.oneof(
                fc.constantFrom(days(3), '-', '%00', '<script>x</script>', '2026-02-29', '\r\n'),
                fc.string(),
              ),
              {
                maxLength: 40,
              },
            )
            .map((parts) => parts.join(',')),
        ),
        fc.option(fc.string({ maxLength: 20 })),
        async (periods, add) => {
          const query = new URLSearchParams({ periods, ...(add === null ? {} : { add }) })
          const res = await get(`/ru/my-cycles?${query}`)
          expect([200, 303]).toContain(res.status)
          const body = await res.text()
          expect(body).not.toContain('<script>x')
        },
      ),
      { numRuns: 300 },
    )
    // 300 pages rendered whole: 8.5 s once on a two-core machine busy with a browser, past
    // Vitest's 5 s default. A time limit for a hang, not a speed budget (the bench has those).
  }, 30_000)
})

describe("My cycles' calendar file", () => {
  it('holds the predicted fertile windows (with a reminder) and the days each period may start', async () => {
    const log = [90, 62, 33, 5].map(days)
    const res = await get(`/ru/fertility-calendar.ics?periods=${log.join(',')}&luteal=12`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const ics = await res.text()
    const periods = log.map((date) => ({ start: Temporal.PlainDate.from(date), excluded: false }))
    const [next] = predictCycles(periods, 12)
    if (!next) throw new Error('no prediction')
    const compact = (date: Temporal.PlainDate) => date.toString().replaceAll('-', '')
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(next.fertileStart)}`)
    expect(ics).toContain(`DTEND;VALUE=DATE:${compact(next.fertileEnd.add({ days: 1 }))}`)
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(next.period.earliest)}`)
    expect(ics).toContain(`DTEND;VALUE=DATE:${compact(next.period.latest.add({ days: 1 }))}`)
    expect(ics).toContain('BEGIN:VALARM')
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(12)
  })

  it('follows the current cycle’s body signs when the link carries them, and ignores a forged one (issue 60, item 4)', async () => {
    const log = [90, 62, 33, 5].map(days)
    const periods = log.map((date) => ({ start: Temporal.PlainDate.from(date), excluded: false }))
    const lh = Temporal.PlainDate.from(days(5)).add({ days: 12 })
    const signs = { kind: 'likely', earliest: lh, estimate: lh, latest: lh.add({ days: 1 }) } as const
    const compact = (date: Temporal.PlainDate) => date.toString().replaceAll('-', '')
    const [next] = predictCycles(periods, 12, undefined, signs)
    if (!next) throw new Error('no prediction')
    const path = `/ru/fertility-calendar.ics?periods=${log.join(',')}&luteal=12`
    const ics = await (await get(`${path}&ovulation=${signsParam(signs)}`)).text()
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(next.period.earliest)}`)
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(next.fertileStart)}`)
    // A forged ovulation is no error: the calendar alone, as without one.
    const forged = await get(`${path}&ovulation=likely.1900-01-01.<script>.x`)
    expect(forged.status).toBe(200)
    expect(await forged.text()).toBe(await (await get(path)).text())
  })

  it('a log too short for predictions, or garbage, is a 400 with the reason', async () => {
    const one = await get(`/fertility-calendar.ics?periods=${days(5)}`)
    expect(one.status).toBe(400)
    expect(await one.text()).toBe('Log 2 more periods to see your statistics and predictions.')
    const bad = await get('/fertility-calendar.ics?periods=nope')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toBe(messagesFor('en')['cycles.linkInvalid'])
  })
})

/** A log of `count` periods 28 days apart, the last 10 days before the Worker's today. */
const logOf = (count: number) => Array.from({ length: count }, (_, i) => days(10 + (count - 1 - i) * 28))

describe('My cycles from a long link costs what it shows (security review 4, issue 47)', () => {
  const bytes = async (path: string) => {
    const res = await get(path)
    expect(res.status, path).toBe(200)
    return (await res.arrayBuffer()).byteLength
  }

  it('the page grows linearly with the log, and carries the log a few times, not once per row', async () => {
    const plain = await bytes('/my-cycles?periods=')
    const half = await bytes(`/my-cycles?periods=${logOf(MAX_PERIODS / 2).join(',')}`)
    const full = await get(`/my-cycles?periods=${logOf(MAX_PERIODS).join(',')}`)
    const html = await full.text()
    const whole = new TextEncoder().encode(html).byteLength
    // Linear: twice the log, twice the rows (about 4× while each row's links carried the whole log).
    expect((whole - plain) / (half - plain)).toBeLessThan(2.2)
    // A row, its two controls and its date in the page's few copies of the log: well under 1.5 KB.
    expect(whole - plain).toBeLessThan(MAX_PERIODS * 1500)
    // The whole log appears once per form, link and island data block, never once per row.
    const log = logOf(MAX_PERIODS).join(',')
    const copies = html.split(log).length - 1 + (html.split(encodeURIComponent(log)).length - 1)
    expect(copies).toBeGreaterThan(0)
    expect(copies).toBeLessThan(10)
    // Each row's controls carry only their own date.
    const buttons = (name: string) =>
      [...html.matchAll(/<button [^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => tag.includes(` name="${name}"`))
    expect(buttons('remove')).toHaveLength(MAX_PERIODS)
    expect(buttons('toggle')).toHaveLength(MAX_PERIODS - 1)
    for (const tag of [...buttons('remove'), ...buttons('toggle')])
      expect(tag).toMatch(/ value="\d{4}-\d{2}-\d{2}"/)
  })

  it('"Delete" and "Leave out" redirect to the one clean link, private, as adding does', async () => {
    const [a, b, c] = [days(60), days(31), days(2)]
    const cases = [
      [`/my-cycles?periods=${a},${b},${c}&luteal=12&remove=${b}`, `/my-cycles?periods=${a}%2C${c}&luteal=12`],
      [`/fr/my-cycles?periods=${a},${b},${c}&toggle=${a}`, `/fr/my-cycles?periods=-${a}%2C${b}%2C${c}`],
      [`/ru/my-cycles?periods=-${a},${b},${c}&toggle=${a}`, `/ru/my-cycles?periods=${a}%2C${b}%2C${c}`],
      [`/my-cycles?periods=${a}/${days(57)},${b}&remove=${b}`, `/my-cycles?periods=${a}%2F${days(57)}`],
      // The last period left: an empty log, still a link.
      [`/my-cycles?periods=${a}&remove=${a}`, '/my-cycles?periods='],
    ] as const
    for (const [path, location] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(303)
      expect(res.headers.get('location'), path).toBe(location)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer')
    }
  })

  it('a value not in the log, malformed, hostile or repeated changes nothing it should not; never a 5xx', async () => {
    const [a, b, c] = [days(60), days(31), days(2)]
    const base = `/es/my-cycles?periods=${a},${b},${c}`
    const unchanged = `/es/my-cycles?periods=${a}%2C${b}%2C${c}`
    for (const value of [
      days(45),
      '2026-02-30',
      'x',
      '',
      '%00',
      `${b}%00`,
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `-${b}`,
      `${b}/${days(30)}`,
      // The period in progress has no cycle to leave out.
      c,
    ]) {
      for (const name of ['remove', 'toggle'] as const) {
        if (name === 'remove' && value === c) continue
        const res = await get(`${base}&${name}=${value}`)
        expect(res.status, `${name}=${value}`).toBe(303)
        expect(res.headers.get('location'), `${name}=${value}`).toBe(unchanged)
      }
    }
    // Repeated: each change once.
    expect((await get(`${base}&remove=${b}&remove=${b}`)).headers.get('location')).toBe(
      `/es/my-cycles?periods=${a}%2C${c}`,
    )
    expect((await get(`${base}&toggle=${a}&toggle=${a}`)).headers.get('location')).toBe(
      `/es/my-cycles?periods=-${a}%2C${b}%2C${c}`,
    )
    // A link that cannot be read: the page says why, in its language.
    const bad = await get(`/es/my-cycles?periods=nope&remove=${b}`)
    expect(bad.status).toBe(200)
    expect(await bad.text()).toContain(messagesFor('es')['cycles.linkInvalid'])
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('remove', 'toggle'),
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(a, b, c, '\u0000', '<script>x</script>')),
        fc.constantFrom(`${a},${b},${c}`, `${a},<script>x</script>`, ''),
        async (name, value, periods) => {
          const res = await get(`/pt/my-cycles?${new URLSearchParams({ periods, [name]: value })}`)
          expect([200, 303]).toContain(res.status)
          expect(res.headers.get('location') ?? '').not.toContain('<')
          expect(await res.text()).not.toContain('<script>x')
        },
      ),
      { numRuns: 60 },
    )
  }, 30_000)
})
