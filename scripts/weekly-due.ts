/**
 * `npm run mail:weekly-due -- --local|--remote [--date YYYY-MM-DD]`: how many weekly pregnancy
 * e-mails the cron would queue that day, at the cron's own time (wrangler.toml), per week and
 * language, without sending anything. It reads the subscribers with the cron's own query and
 * decides with its own rule. Without `--date`, the day is today in UTC, the cron's calendar.
 */
import { Temporal } from '../core/calc/temporal.ts'
import { PAGE_SIZE, type WeeklySubscriber, weeklySubscribersSql } from '../db/weekly-query.ts'
import { weeklyKey } from '../worker/mail/jobs.ts'
import { weekDue } from '../worker/mail/week-due.ts'
import { d1Query, dailyCronTime, whereFrom } from './d1.ts'

const args = process.argv.slice(2)
const where = whereFrom(args, 'npm run mail:weekly-due -- --local|--remote [--date YYYY-MM-DD]')
const dateIndex = args.indexOf('--date')
const day =
  dateIndex >= 0 ? Temporal.PlainDate.from(args[dateIndex + 1] ?? '') : Temporal.Now.plainDateISO('UTC')
// The cron's instant, not the hour the operator runs this: a subscriber west of UTC may still
// be on the previous day at 06:17 UTC.
const at = day.toZonedDateTime({ timeZone: 'UTC', plainTime: dailyCronTime() }).toInstant()

const logged = new Set(
  d1Query<{ key: string }>(where, "SELECT key FROM mail_log WHERE kind = 'weekly'").map((row) => row.key),
)
const counts = new Map<string, number>()
let read = 0
for (let afterId = 0; ; ) {
  const page = d1Query<WeeklySubscriber>(where, weeklySubscribersSql(afterId, PAGE_SIZE))
  read += page.length
  for (const subscriber of page) {
    const week = weekDue(subscriber, at)
    if (week === null || logged.has(weeklyKey(subscriber.id, week))) continue
    const key = `${String(week).padStart(2, '0')} ${subscriber.locale}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  if (page.length < PAGE_SIZE) break
  afterId = page[page.length - 1]?.id ?? afterId
}

console.log(
  `${day.toString()}: ${read} weekly subscribers, ${[...counts.values()].reduce((a, b) => a + b, 0)} e-mails due`,
)
console.table(
  [...counts.entries()].sort().map(([key, count]) => {
    const [week, language] = key.split(' ')
    return { week: Number(week), language, 'e-mails': count }
  }),
)
