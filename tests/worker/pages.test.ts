import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { english as en } from '../../client/i18n/catalogues.server.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { type Locale, languageTags, locales } from '../../core/i18n/locales.ts'
import { localizedPath, routes } from '../../core/routes.ts'
import { app } from '../../worker/app.ts'

const SITE = 'https://fertilitycalc.org'
const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }))

/** The text of a tag's attribute in the HTML, decoded of the entities React writes. */
function decode(text: string) {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function titleOf(html: string) {
  return decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
}

function h1Of(html: string) {
  return decode(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '')
}

describe('every route in every language', () => {
  for (const locale of locales) {
    for (const route of routes) {
      const path = localizedPath(locale, route.slug)
      it(`${path} answers 200 with its language, title, h1, canonical and alternates`, async () => {
        const res = await get(path)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
        const html = await res.text()
        const t = messagesFor(locale)
        expect(html.startsWith(`<!DOCTYPE html><html lang="${languageTags[locale]}"`)).toBe(true)
        expect(titleOf(html)).toBe(t[`${route.id}.title`])
        expect(h1Of(html)).toBe(t[`${route.id}.h1`])
        expect(html).toContain(`<link rel="canonical" href="${new URL(path, SITE).href}"/>`)
        for (const other of locales) {
          expect(html).toContain(
            `<link rel="alternate" hrefLang="${other}" href="${new URL(localizedPath(other, route.slug), SITE).href}"/>`,
          )
        }
        expect(html).toContain(
          `<link rel="alternate" hrefLang="x-default" href="${new URL(localizedPath('en', route.slug), SITE).href}"/>`,
        )
        expect(html).toContain('<meta name="robots" content="index, follow"/>')
        expect(html).toContain('"@type":"WebApplication"')
        expect(html).toContain('"applicationCategory":"HealthApplication"')
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
        expect(html).toContain(`<meta property="og:image" content="${SITE}/og-image.png"/>`)
      })
    }
  }
})

describe('pages in other languages are translated', () => {
  it('no language shows the English title of a page', () => {
    for (const locale of locales.filter((l): l is Exclude<Locale, 'en'> => l !== 'en')) {
      for (const route of routes) {
        expect(messagesFor(locale)[`${route.id}.title`]).not.toBe(en[`${route.id}.title`])
      }
    }
  })
})

describe('routing', () => {
  it('every route is one Hono’s RegExpRouter takes: no request walks the slower TrieRouter', async () => {
    expect((await get('/fr/offline')).status).toBe(200)
    expect((app.router as unknown as { name: string }).name).toBe('SmartRouter + RegExpRouter')
  })
})

describe('unknown paths', () => {
  const unknown = [
    ['/de/faq', 'en'],
    ['/fqa', 'en'],
    ['/fr/fqa', 'fr'],
    ['/faq/extra', 'en'],
    ['/en', 'en'],
    ['/en/faq', 'en'],
    ['/ru/ru', 'ru'],
    ['/%3Cscript%3E', 'en'],
    ['/FAQ', 'en'],
  ] as const
  for (const [path, locale] of unknown) {
    it(`${path} answers 404 with the not-found page in ${locale}`, async () => {
      const res = await get(path)
      expect(res.status).toBe(404)
      const html = await res.text()
      const t = messagesFor(locale)
      expect(html).toContain(`<html lang="${languageTags[locale]}"`)
      expect(h1Of(html)).toBe(t['notFound.title'])
      expect(html).toContain(t['notFound.home'])
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
      expect(html).not.toContain('rel="canonical"')
    })
  }

  it('a not-found path under a language speaks that language and redirects to its home', async () => {
    const html = await (await get('/fr/nulle-part')).text()
    expect(html).toContain('<html lang="fr"')
    expect(h1Of(html)).toBe(messagesFor('fr')['notFound.title'])
    expect(html).toContain('"props":{"homePath":"/fr"}')
  })
})

describe('canonical form', () => {
  it.each([
    ['/faq/', '/faq'],
    ['/fr/', '/fr'],
    ['/fr/faq/', '/fr/faq'],
    ['/faq/?a=1', '/faq?a=1'],
    ['//evil.example/', '/evil.example'],
  ])('%s redirects (301) to %s', async (from, to) => {
    const res = await get(from)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(to)
  })

  // Security review, round two, item 6: a redirect is cached by default, and this one's Location
  // holds a last period or a whole cycle log.
  it.each([
    ['/faq/?lmp=2026-11-01&cycle=28', '/faq?lmp=2026-11-01&cycle=28'],
    ['/fr/?lmp=2026-11-01&cycle=28', '/fr?lmp=2026-11-01&cycle=28'],
    ['/my-cycles/?periods=2026-09-23,2026-10-21', '/my-cycles?periods=2026-09-23%2C2026-10-21'],
  ])('%s, a redirect that carries the dates, is never stored and sends no referrer', async (from, to) => {
    const res = await get(from)
    expect(res.status).toBe(301)
    expect(decodeURIComponent(res.headers.get('location') ?? '')).toBe(decodeURIComponent(to))
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  })

  it('a redirect without a query may be cached like any other', async () => {
    expect((await get('/faq/')).headers.get('cache-control') ?? '').not.toContain('no-store')
  })
})

describe('security headers', () => {
  it.each(['/', '/fr/faq', '/nowhere', '/sitemap.xml', '/robots.txt'])('%s carries them', async (path) => {
    const res = await get(path)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/)
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers.get('strict-transport-security')).toContain('max-age=')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
  })

  it('the inline loader is exactly the script the CSP hash allows', async () => {
    const res = await get('/')
    const html = await res.text()
    const hash = /'sha256-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
    expect(scripts).toHaveLength(1)
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(scripts[0]))
    expect(btoa(String.fromCharCode(...new Uint8Array(digest)))).toBe(hash)
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('sitemap.xml lists every route in every language with its alternates', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    const xml = await res.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toHaveLength(routes.length * locales.length)
    for (const locale of locales) {
      for (const route of routes) {
        expect(locs).toContain(new URL(localizedPath(locale, route.slug), SITE).href)
      }
    }
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(routes.length * locales.length)
  })

  it('robots.txt points to the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})

describe('the database', () => {
  it('has the emails table of the migrations', async () => {
    const { env } = await import('cloudflare:workers')
    const columns = await env.DB.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid')
      .bind('emails')
      .all()
    expect(columns.results.map((row) => row.name)).toEqual([
      'id',
      'email',
      'source',
      'metadata',
      'created_at',
      'updated_at',
      'revision',
      'status',
      'secret',
      'locale',
      'time_zone',
      'confirmed_at',
      'last_sent_at',
      'last_error',
      'confirm_held_until',
    ])
  })
})
