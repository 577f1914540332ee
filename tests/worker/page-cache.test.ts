import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { createElement, Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import { languageTags } from '../../core/i18n/locales.ts'
import worker from '../../worker/index.ts'
import {
  cachedPage,
  edgeCache,
  PAGE_CACHE_HEADER,
  pageCacheKey,
  pageEtag,
  pageVersion,
} from '../../worker/pages/page-cache.ts'
import { streamPage } from '../../worker/pages/pages.tsx'
import { readClock, type WorkerEnv } from '../../worker/request/clock.ts'
import { baseSecurityHeaders } from '../../worker/request/security-headers.ts'
import { now, today } from './clock.ts'

const ORIGIN = 'http://localhost'

let versions = 0
/**
 * The Worker's bindings as another deployed version: each test fills a cache of its own, whatever
 * other test files have already rendered (they may share one cache).
 */
function deployed(id = `page-cache-test-${++versions}-${crypto.randomUUID()}`, testNow = env.TEST_NOW) {
  return { ...env, CF_VERSION_METADATA: { id, tag: '', timestamp: '' }, TEST_NOW: testNow }
}
type Deployed = ReturnType<typeof deployed>

/**
 * One request to the Worker's default export, read to its end, then every `waitUntil` awaited:
 * the page's copy is in the cache before the next request, as it is once the first visitor has it.
 * A request without `cf` is in UTC, so its "today" is tests/worker/clock.ts's `today`.
 */
async function fetchPage(bindings: Deployed, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }),
    bindings,
    ctx,
  )
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body, cache: res.headers.get(PAGE_CACHE_HEADER) }
}

/** The stored copy of a page, if the cache has one, under the key the Worker uses. */
function storedCopy(bindings: Deployed, path: string, date = today) {
  const version = pageVersion(bindings)
  if (version === null) throw new Error('the page cache is off in the tests')
  return edgeCache().match(pageCacheKey(ORIGIN, version, date, path))
}

/** Every security header the middleware sets, as a response carries them. */
const securityHeaders = (res: Response) =>
  Object.fromEntries(
    [...Object.keys(baseSecurityHeaders), 'Content-Security-Policy'].map((name) => [
      name,
      res.headers.get(name),
    ]),
  )

describe('a page that depends only on its path is rendered once, then served from the edge cache', () => {
  it('a second GET of /fr/faq is a hit with the identical body', async () => {
    const bindings = deployed()
    const first = await fetchPage(bindings, '/fr/faq')
    expect(first.res.status).toBe(200)
    expect(first.cache).toBe('miss')
    expect(first.body).toContain('<html lang="fr"')
    const second = await fetchPage(bindings, '/fr/faq')
    expect(second.res.status).toBe(200)
    expect(second.cache).toBe('hit')
    expect(second.body).toBe(first.body)
    expect(second.res.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('the stored copy is kept a day by the edge, with no cookie and none of the security headers', async () => {
    const bindings = deployed()
    await fetchPage(bindings, '/pregnancy-calculator')
    const stored = await storedCopy(bindings, '/pregnancy-calculator')
    expect(stored?.status).toBe(200)
    expect(stored?.headers.get('cache-control')).toBe('public, s-maxage=86400')
    expect(stored?.headers.get('set-cookie')).toBeNull()
    expect(stored?.headers.get('content-security-policy')).toBeNull()
  })

  it('a French page never answers an English request, nor the Russian home the English one', async () => {
    const bindings = deployed()
    expect((await fetchPage(bindings, '/fr/faq')).cache).toBe('miss')
    const english = await fetchPage(bindings, '/faq')
    expect(english.cache).toBe('miss')
    expect(english.body).toContain(`<html lang="${languageTags.en}"`)
    expect((await fetchPage(bindings, '/ru')).cache).toBe('miss')
    const home = await fetchPage(bindings, '/')
    expect(home.cache).toBe('miss')
    expect(home.body).toContain(`<html lang="${languageTags.en}"`)
    // Once all four are stored, each path still gets its own language.
    expect((await fetchPage(bindings, '/faq')).body).toContain(`<html lang="${languageTags.en}"`)
    expect((await fetchPage(bindings, '/fr/faq')).body).toContain(`<html lang="${languageTags.fr}"`)
    const russian = await fetchPage(bindings, '/ru')
    expect(russian.cache).toBe('hit')
    expect(russian.body).toContain(`<html lang="${languageTags.ru}"`)
    expect((await fetchPage(bindings, '/')).body).toContain(`<html lang="${languageTags.en}"`)
  })

  it('a HEAD of a stored page is answered from the cache too, without a body', async () => {
    const bindings = deployed()
    await fetchPage(bindings, '/es/faq')
    const head = await fetchPage(bindings, '/es/faq', { method: 'HEAD' })
    expect(head.res.status).toBe(200)
    expect(head.cache).toBe('hit')
    expect(head.body).toBe('')
  })
})

describe('what is never cached', () => {
  const manyParameters = Array.from({ length: 800 }, (_, i) => `p${i}=${'x'.repeat(8)}`).join('&')

  it.each([
    ['a tracking parameter', '/?utm_source=x'],
    ['a click id', '/?fbclid=abc&gclid=def'],
    ['a result page (a last period is health data)', `/?lmp=${today.subtract({ days: 12 })}&cycle=28`],
    ['10 KB of parameters', `/?${manyParameters}`],
  ])('%s: rendered for this request, private, and nothing stored', async (_, path) => {
    expect(path.length).toBeLessThan(12_000)
    const bindings = deployed()
    const res = await fetchPage(bindings, path)
    expect(res.res.status).toBe(200)
    expect(res.cache).toBe('bypass')
    expect(res.res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.res.headers.get('etag')).toBeNull()
    expect(await storedCopy(bindings, '/')).toBeUndefined()
    // The page without a query is still rendered on its first request.
    expect((await fetchPage(bindings, '/')).cache).toBe('miss')
  })

  it('10 KB of parameters are not cached either when they come again', async () => {
    const bindings = deployed()
    await fetchPage(bindings, `/?${manyParameters}`)
    expect((await fetchPage(bindings, `/?${manyParameters}`)).cache).toBe('bypass')
  })

  it.each(['/nowhere-at-all', '/fr/nulle-part', '/faq/extra', '/__page-cache/x/2026-01-01/faq'])(
    'a junk path (%s) answers 404 and fills nothing',
    async (path) => {
      const bindings = deployed()
      for (let i = 0; i < 2; i++) {
        const res = await fetchPage(bindings, path)
        expect(res.res.status).toBe(404)
        expect(res.cache).toBe('bypass')
        expect(res.res.headers.get('etag')).toBeNull()
      }
      expect(await storedCopy(bindings, path)).toBeUndefined()
    },
  )

  it('a redirect to the canonical form and My cycles with ?add= are not cached', async () => {
    const bindings = deployed()
    const slash = await fetchPage(bindings, '/faq/')
    expect(slash.res.status).toBe(301)
    expect(slash.cache).toBe('bypass')
    const added = await fetchPage(bindings, `/my-cycles?add=${today.subtract({ days: 3 })}`)
    expect(added.res.status).toBe(303)
    expect(added.cache).toBe('bypass')
    expect(added.res.headers.get('cache-control')).toBe('private, no-store')
    expect(await storedCopy(bindings, '/my-cycles')).toBeUndefined()
  })

  it.each([
    '/api/nothing',
    '/island-messages/OvulationCalculator.fr.json',
    `/fertility-calendar.ics?lmp=${today.subtract({ days: 12 })}&cycle=28`,
    '/confirm?token=nope',
    '/unsubscribe?token=nope',
    '/stop?token=nope',
    '/due-date?token=nope',
    '/sitemap.xml',
  ])('%s has its own handler, which never reaches the page cache', async (path) => {
    const bindings = deployed()
    for (let i = 0; i < 2; i++) expect((await fetchPage(bindings, path)).cache).toBeNull()
  })

  it('a POST to a page path never reaches it', async () => {
    const bindings = deployed()
    const res = await fetchPage(bindings, '/fr/contact?form=contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: 'name=A&email=a%40example.com&message=Hello&consent=yes',
    })
    expect(res.cache).toBeNull()
    expect(await storedCopy(bindings, '/fr/contact')).toBeUndefined()
  })

  it('a page whose render failed after its shell was sent (a part left to the browser) is not kept', async () => {
    const failing = [
      // Throws while the shell renders: the boundary's fallback is in the shell, the error reported.
      () =>
        createElement(() => {
          throw new Error('a broken part')
        }),
      // Fails after the shell has been sent.
      () => {
        const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('a late part')), 5))
        return createElement(() => use(late))
      },
    ]
    for (const [i, part] of failing.entries()) {
      const path = `/broken-${i}`
      const app = new Hono<WorkerEnv>()
        .use(readClock)
        .get('*', (c) =>
          cachedPage(c, () =>
            streamPage(
              createElement('main', null, createElement(Suspense, { fallback: '…' }, part())),
              200,
              'en',
            ),
          ),
        )
      const bindings = deployed()
      const ctx = createExecutionContext()
      const res = await app.fetch(new Request(`${ORIGIN}${path}`), bindings, ctx)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<main>')
      await waitOnExecutionContext(ctx)
      expect(await storedCopy(bindings, path), path).toBeUndefined()
    }
  })

  it('no page answer sets a cookie, fresh or from the cache', async () => {
    const bindings = deployed()
    for (const path of ['/', '/', '/?utm_source=x', '/nowhere-at-all']) {
      expect((await fetchPage(bindings, path)).res.headers.get('set-cookie'), path).toBeNull()
    }
  })
})

describe('a page from the cache is answered like a fresh one', () => {
  it('with the same security headers and CSP', async () => {
    const bindings = deployed()
    const fresh = await fetchPage(bindings, '/fr/faq')
    const cached = await fetchPage(bindings, '/fr/faq')
    expect(cached.cache).toBe('hit')
    const headers = securityHeaders(fresh.res)
    expect(headers['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(securityHeaders(cached.res)).toEqual(headers)
    expect(cached.res.headers.get('cache-control')).toBe(fresh.res.headers.get('cache-control'))
    expect(cached.res.headers.get('etag')).toBe(fresh.res.headers.get('etag'))
  })

  it('the browser revalidates with its ETag: 304, no body, the same security headers', async () => {
    const bindings = deployed()
    const page = await fetchPage(bindings, '/ru/faq')
    expect(page.res.headers.get('cache-control')).toBe('no-cache')
    const etag = page.res.headers.get('etag')
    // A hash: neither the deployment's version id, nor the build id, nor the date or path shows
    // (security review, finding 5).
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    for (const part of (pageVersion(bindings) ?? '').split('.')) expect(etag).not.toContain(part)
    for (const ifNoneMatch of [etag ?? '', `W/${etag}`, `"other", ${etag}`]) {
      const again = await fetchPage(bindings, '/ru/faq', { headers: { 'If-None-Match': ifNoneMatch } })
      expect(again.res.status, ifNoneMatch).toBe(304)
      expect(again.body).toBe('')
      expect(again.res.headers.get('etag')).toBe(etag)
      expect(again.res.headers.get('cache-control')).toBe('no-cache')
      expect(securityHeaders(again.res)).toEqual(securityHeaders(page.res))
    }
    const other = await fetchPage(bindings, '/ru/faq', { headers: { 'If-None-Match': '"something-else"' } })
    expect(other.res.status).toBe(200)
    expect(other.body).toBe(page.body)
    // Another page's ETag is not this one's.
    const english = await fetchPage(bindings, '/faq', { headers: { 'If-None-Match': etag ?? '' } })
    expect(english.res.status).toBe(200)
  })
})

describe('the isolate’s copy of a page is answered like the edge cache’s', () => {
  /** A version whose copy of `path` is in the edge cache only, as in an isolate that never saw it. */
  async function onlyAtTheEdge(path: string) {
    const rendered = deployed()
    await fetchPage(rendered, path)
    const copy = await storedCopy(rendered, path)
    if (!copy) throw new Error(`${path} was not stored`)
    const bindings = deployed()
    await edgeCache().put(pageCacheKey(ORIGIN, pageVersion(bindings) ?? '', today, path), copy)
    return bindings
  }
  const allHeaders = (res: Response) => Object.fromEntries(res.headers)

  it('a 200: the same headers, one by one, from the edge and then from the isolate', async () => {
    const bindings = await onlyAtTheEdge('/pt/faq')
    const fromEdge = await fetchPage(bindings, '/pt/faq')
    const fromIsolate = await fetchPage(bindings, '/pt/faq')
    expect(fromEdge.cache).toBe('hit')
    expect(fromEdge.body).toContain('<html lang="pt')
    expect(fromIsolate.body).toBe(fromEdge.body)
    expect(allHeaders(fromIsolate.res)).toEqual(allHeaders(fromEdge.res))
    expect(securityHeaders(fromIsolate.res)['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-/)
  })

  it('a 304: the same headers, one by one, from the edge and then from the isolate', async () => {
    const bindings = await onlyAtTheEdge('/pt/privacy-policy')
    const etag = await pageEtag(pageVersion(bindings) ?? '', today, '/pt/privacy-policy')
    const revalidate = { headers: { 'If-None-Match': etag } }
    const fromEdge = await fetchPage(bindings, '/pt/privacy-policy', revalidate)
    expect(fromEdge.res.status).toBe(304)
    // The edge's copy is read into the isolate on a 200, not on a 304.
    await fetchPage(bindings, '/pt/privacy-policy')
    const fromIsolate = await fetchPage(bindings, '/pt/privacy-policy', revalidate)
    expect(fromIsolate.res.status).toBe(304)
    expect(fromIsolate.body).toBe('')
    expect(allHeaders(fromIsolate.res)).toEqual(allHeaders(fromEdge.res))
    expect(fromIsolate.res.headers.get('content-type')).toBeNull()
  })

  it('a query or a POST to a page the isolate holds never gets its copy; a HEAD gets it without a body', async () => {
    const bindings = deployed()
    const page = await fetchPage(bindings, '/fr/contact')
    expect((await fetchPage(bindings, '/fr/contact')).cache).toBe('hit')
    const query = await fetchPage(bindings, '/fr/contact?utm_source=x')
    expect(query.cache).toBe('bypass')
    expect(query.res.headers.get('cache-control')).toBe('private, no-store')
    const post = await fetchPage(bindings, '/fr/contact?form=contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: 'name=A&email=a%40example.com&message=Hello&consent=yes',
    })
    expect(post.cache).toBeNull()
    expect(post.body).not.toBe(page.body)
    const head = await fetchPage(bindings, '/fr/contact', { method: 'HEAD' })
    expect([head.res.status, head.body, head.cache]).toEqual([200, '', 'hit'])
  })
})

describe('a new version or a new day renders again', () => {
  it('a different version id is a miss, and its ETag is not the old one', async () => {
    const before = deployed()
    const old = await fetchPage(before, '/fr/faq')
    expect((await fetchPage(before, '/fr/faq')).cache).toBe('hit')
    const after = deployed('other')
    const fresh = await fetchPage(after, '/fr/faq', {
      headers: { 'If-None-Match': old.res.headers.get('etag') ?? '' },
    })
    expect(fresh.res.status).toBe(200)
    expect(fresh.cache).toBe('miss')
    expect(fresh.res.headers.get('etag')).not.toBe(old.res.headers.get('etag'))
  })

  it('the next day is a miss, stored under its own date', async () => {
    const version = `page-cache-days-${crypto.randomUUID()}`
    const todayBindings = deployed(version)
    await fetchPage(todayBindings, '/due-date-calculator')
    expect((await fetchPage(todayBindings, '/due-date-calculator')).cache).toBe('hit')
    const tomorrow = today.add({ days: 1 })
    const tomorrowBindings = deployed(version, now.add({ hours: 24 }).toString())
    const next = await fetchPage(tomorrowBindings, '/due-date-calculator')
    expect(next.cache).toBe('miss')
    expect(await storedCopy(tomorrowBindings, '/due-date-calculator', tomorrow)).toBeDefined()
    expect((await fetchPage(tomorrowBindings, '/due-date-calculator')).cache).toBe('hit')
  })

  it('a visitor whose zone is already on another date gets that date’s page', async () => {
    const bindings = deployed()
    await fetchPage(bindings, '/faq')
    // UTC+14 and UTC−11 are always a calendar day apart: one of them is not UTC's date.
    const kiritimati = await fetchPage(bindings, '/faq', { cf: { timezone: 'Pacific/Kiritimati' } })
    const pagoPago = await fetchPage(bindings, '/faq', { cf: { timezone: 'Pacific/Pago_Pago' } })
    expect([kiritimati.cache, pagoPago.cache]).toContain('miss')
    expect(kiritimati.res.headers.get('etag')).not.toBe(pagoPago.res.headers.get('etag'))
  })
})
