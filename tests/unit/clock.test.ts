import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { localToday, Temporal } from '../../core/calc/temporal.ts'
import { CLOCK_INSTANTS, DEFAULT_TEST_NOW } from '../clock/instants.ts'

const now = Temporal.Instant.from(process.env.TEST_NOW ?? '')
const zone = process.env.TZ ?? ''

describe('the Node tier runs at the injected instant, in the injected zone', () => {
  it('Date and Temporal.Now read TEST_NOW, not the wall clock', () => {
    expect(Date.now()).toBe(now.epochMilliseconds)
    expect(Temporal.Now.instant().equals(now)).toBe(true)
  })

  it('the zone is TZ, and "today" is the date there at that instant', () => {
    const offsetMinutes = now.toZonedDateTimeISO(zone).offsetNanoseconds / 60e9
    // getTimezoneOffset() counts the other way: minutes to add to local time to reach UTC.
    expect(new Date().getTimezoneOffset()).toBe(-offsetMinutes || 0)
    expect(localToday().equals(now.toZonedDateTimeISO(zone).toPlainDate())).toBe(true)
  })

  it('the instants are distinct and in order of their list, the default among the plain hours', () => {
    const names = CLOCK_INSTANTS.map((instant) => instant.name)
    expect(new Set(names).size).toBe(names.length)
    expect(CLOCK_INSTANTS.map(({ now }) => Temporal.Instant.from(now).toString())).toEqual(
      CLOCK_INSTANTS.map(({ now }) => now),
    )
    expect(Temporal.Instant.from(DEFAULT_TEST_NOW).toZonedDateTimeISO('UTC').hour).toBe(15)
  })
})

describe('the Worker’s test clock stays out of production', () => {
  it('no deployed configuration sets TEST_NOW: only the test runners give it', () => {
    expect(readFileSync('wrangler.toml', 'utf8')).not.toMatch(/TEST_NOW/)
  })
})
