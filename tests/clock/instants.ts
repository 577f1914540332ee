/**
 * The instants the tests run at (decision 022). No test reads the wall clock for what it
 * asserts: every tier takes "now" from `TEST_NOW`, which is this default unless set.
 * `npm run test:clock` (scripts/test-clock.ts) runs the date tests at each of `CLOCK_INSTANTS`.
 */

/** A Wednesday afternoon in UTC: the same calendar date in every zone from UTC−12 to UTC+8. */
export const DEFAULT_TEST_NOW = '2026-11-25T15:00:00Z'

/** The zone of the e2e browser and of the local server's `request.cf` unless `TZ` names one. */
export const DEFAULT_TEST_ZONE = 'UTC'

/**
 * The environment of a Node process. This file is loaded in workerd too (the Worker tier's clock
 * tests read CLOCK_INSTANTS), whose types know no `process`; only Node calls the two readers below.
 */
const nodeEnv = () =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {}

/** The instant of this run: `TEST_NOW`, else the default. */
export const testNow = (): string => nodeEnv().TEST_NOW || DEFAULT_TEST_NOW

/** The zone of this run: `TZ` when it names one, else UTC, never a guess from the machine. */
export const testZone = (): string => nodeEnv().TZ || DEFAULT_TEST_ZONE

export interface ClockInstant {
  /** A short name, used in project names and logs. */
  name: string
  /** The instant, ISO 8601 in UTC. */
  now: string
  /** Why this instant is one to test. */
  why: string
}

export const CLOCK_INSTANTS: readonly ClockInstant[] = [
  {
    name: '0030Z',
    now: '2026-11-25T00:30:00Z',
    why: 'early UTC: already afternoon in UTC+14, still yesterday west of UTC',
  },
  { name: '0959Z', now: '2026-11-25T09:59:00Z', why: 'one minute before UTC+14 reaches tomorrow' },
  { name: '1001Z', now: '2026-11-25T10:01:00Z', why: 'one minute after UTC+14 reached tomorrow' },
  { name: '2330Z', now: '2026-11-25T23:30:00Z', why: 'late UTC: tomorrow in most of Asia' },
  {
    name: 'month-end',
    now: '2026-11-30T22:00:00Z',
    why: 'the last day of a month, already the 1st in UTC+14',
  },
  { name: 'year-end', now: '2026-12-31T23:30:00Z', why: '31 December, already 2027 east of UTC' },
  { name: 'leap-day', now: '2028-02-29T12:00:00Z', why: '29 February 2028' },
  {
    name: 'us-spring',
    now: '2027-03-14T10:30:00Z',
    why: 'the US springs forward (Los Angeles at 10:00 UTC)',
  },
  { name: 'eu-spring', now: '2027-03-28T01:30:00Z', why: 'Europe springs forward at 01:00 UTC' },
  { name: 'eu-autumn', now: '2027-10-31T01:30:00Z', why: 'Europe falls back at 01:00 UTC' },
  { name: 'us-autumn', now: '2027-11-07T09:30:00Z', why: 'the US falls back (Los Angeles at 09:00 UTC)' },
]

/** The zones `test:clock` runs the Node tier and the browser in, besides the instants. */
export const CLOCK_ZONES = ['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata'] as const
