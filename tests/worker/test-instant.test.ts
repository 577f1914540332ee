import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../../worker/index.ts'
import { inTestZone, TEST_NOW_COOKIE, TEST_ZONE_COOKIE, workerNow } from '../../worker/request/clock.ts'
import { now } from './clock.ts'

/**
 * One local server answers every instant of `npm run test:clock` (decision 064): a request may
 * name its instant and zone, on a server with the test binding only.
 */
const named = new Request('http://localhost/', {
  headers: {
    cookie: `other=1; ${TEST_NOW_COOKIE}=2028-02-29T12:00:00Z; ${TEST_ZONE_COOKIE}=Pacific/Kiritimati`,
  },
})
const deployed = { ...env, TEST_NOW: '' }

describe('a request naming its own instant and zone', () => {
  it('is answered at them where the test binding exists', () => {
    expect(workerNow(env, named).toString()).toBe('2028-02-29T12:00:00Z')
    expect(inTestZone(named, env).cf?.timezone).toBe('Pacific/Kiritimati')
  })

  it('is answered at the binding’s instant when it names none', () => {
    expect(workerNow(env, new Request('http://localhost/')).equals(now)).toBe(true)
  })

  it('changes nothing where the binding is missing, as in every deployment', () => {
    expect(workerNow(deployed, named).toString()).not.toBe('2028-02-29T12:00:00Z')
    expect(inTestZone(named, deployed)).toBe(named)
  })

  it('sets the day a page is rendered for on a test server', async () => {
    const page = await worker.fetch(named, env, { waitUntil() {}, passThroughOnException() {} } as never)
    const html = await page.text()
    // Kiritimati is UTC+14: at noon UTC on 29 February 2028, its date is 1 March 2028.
    expect(html).toContain('max="2028-03-01"')
  })
})
