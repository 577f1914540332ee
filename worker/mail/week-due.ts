import { pregnancyTime } from '../../core/calc/pregnancy-time.ts'
import { FIRST_WEEKLY_WEEK, LAST_WEEKLY_WEEK } from '../../core/calc/pregnancy-weeks.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import type { WeeklySubscriber } from '../../db/weekly-query.ts'

/** A subscriber's own calendar date: their zone if they gave one, else UTC. */
export function todayIn(timeZone: string | null, now: Temporal.Instant): Temporal.PlainDate {
  try {
    return now.toZonedDateTimeISO(timeZone ?? 'UTC').toPlainDate()
  } catch {
    return now.toZonedDateTimeISO('UTC').toPlainDate()
  }
}

/**
 * The week whose e-mail is due today: the completed weeks since the last period, in the
 * subscriber's calendar, while the series lasts (4 to 42 weeks, two past a 40-week due date).
 * Only the current week: a subscriber who missed weeks gets this one, never a burst.
 */
export function weekDue(subscriber: WeeklySubscriber, now: Temporal.Instant): number | null {
  const time = pregnancyTime(
    Temporal.PlainDate.from(subscriber.lastPeriodDate),
    todayIn(subscriber.timeZone, now),
  )
  if (!time || time.weeks < FIRST_WEEKLY_WEEK || time.weeks > LAST_WEEKLY_WEEK) return null
  return time.weeks
}
