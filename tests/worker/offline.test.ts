import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { languageTags, locales } from '../../core/i18n/locales.ts'
import { localizedPath } from '../../core/routes.ts'
import { SERVICE_WORKER_CSP, staticHeadersFile } from '../../worker/request/security-headers.ts'

const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`))

describe('the offline page the service worker keeps (issue 28)', () => {
  for (const locale of locales) {
    it(`${locale}: says, in its language, that the page needs the network, and is never indexed`, async () => {
      const res = await get(localizedPath(locale, 'offline'))
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(`<html lang="${languageTags[locale]}"`)
      expect(html).toContain(`<h1>${messagesFor(locale)['offline.h1']}</h1>`)
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    })
  }

  it('exists only under a language of the site', async () => {
    expect((await get('/de/offline')).status).toBe(404)
  })
})

describe('the web app manifest', () => {
  for (const locale of locales) {
    it(`${locale}: names the site in its language and opens on its home page`, async () => {
      const res = await get(localizedPath(locale, 'manifest.webmanifest'))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8')
      const manifest = (await res.json()) as Record<string, unknown>
      expect(manifest).toMatchObject({
        name: messagesFor(locale)['manifest.name'],
        short_name: 'FertilityCalc',
        lang: languageTags[locale],
        start_url: localizedPath(locale, ''),
        id: localizedPath(locale, ''),
        scope: '/',
        display: 'standalone',
      })
      expect(manifest.icons).toEqual([
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ])
    })
  }

  it('is linked from every page, in the page’s language', async () => {
    const html = await (await get('/es/faq')).text()
    expect(html).toContain('<link rel="manifest" href="/es/manifest.webmanifest"/>')
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>')
  })
})

describe('the service worker’s own headers', () => {
  it('may fetch from this site only, and is never kept by the HTTP cache', () => {
    const file = staticHeadersFile()
    const block = file.slice(file.indexOf('/sw.js'))
    expect(block.split('\n').slice(0, 4)).toEqual([
      '/sw.js',
      '  ! Content-Security-Policy',
      `  Content-Security-Policy: ${SERVICE_WORKER_CSP}`,
      '  Cache-Control: no-cache',
    ])
    expect(SERVICE_WORKER_CSP).toBe("default-src 'none'; connect-src 'self'")
  })
})
