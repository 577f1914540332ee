import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { type Locale, languageTags, locales } from '../../core/i18n/locales.ts'
import { PUBLISHER_VARS, REQUIRED_FIELDS } from '../../core/legal-notice.ts'
import { localizedPath } from '../../core/routes.ts'
import { app } from '../../worker/app.ts'
import { escaped } from './support.ts'

/**
 * The legal notice (issue 48, item 5; decision 054). The publisher's fields are the test
 * bindings of vitest.config.ts, read back here from `env`: what the operator configures is what
 * the visitor reads, in every language, and an empty required field is refused, never shown.
 */

/** The Worker's bindings with some vars changed, as a deployed version of its own (decision 029). */
function configured(vars: Record<string, string>) {
  return {
    ...env,
    ...vars,
    CF_VERSION_METADATA: { id: `legal-notice-${crypto.randomUUID()}`, tag: '', timestamp: '' },
  }
}

async function fetchWith(bindings: ReturnType<typeof configured>, path: string) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`http://localhost${path}`), bindings, ctx)
  const html = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, html }
}

/** Each label of the page's definition lists, in the order shown. */
const labelsOf = (html: string) => [...html.matchAll(/<dt>([^<]*)<\/dt>/g)].map((match) => match[1])

const path = (locale: Locale) => localizedPath(locale, 'legal-notice')
const get = (pathname: string) => exports.default.fetch(new Request(`http://localhost${pathname}`))

describe('the legal notice shows the configured publisher and the host', () => {
  for (const locale of locales) {
    it(`${path(locale)}: every field with its label in ${locale}, the director and Cloudflare`, async () => {
      const { res, html } = await fetchWith(configured({}), path(locale))
      expect(res.status).toBe(200)
      const t = messagesFor(locale)
      expect(html).toContain(`<html lang="${languageTags[locale]}"`)
      expect(html).toContain(`<h1>${escaped(t['legalNotice.h1'])}</h1>`)
      expect(html).toContain(escaped(t['legalNotice.intro']))

      // The publisher, as configured.
      expect(html).toContain(`<h2>${escaped(t['legalNotice.publisher'])}</h2>`)
      expect(html).toContain(`<dd>${escaped(env.PUBLISHER_NAME)}</dd>`)
      for (const line of env.PUBLISHER_ADDRESS.split('\n')) expect(html).toContain(escaped(line))
      expect(html).toContain(`<a href="mailto:${env.PUBLISHER_EMAIL}">${env.PUBLISHER_EMAIL}</a>`)
      expect(html).toContain(`<a href="tel:+15550100">${escaped(env.PUBLISHER_PHONE)}</a>`)
      expect(html).toContain(`<dd>${escaped(env.PUBLISHER_REGISTRATION)}</dd>`)
      expect(html).toContain(`<h2>${escaped(t['legalNotice.director'])}</h2>`)
      expect(html).toContain(`<p>${escaped(env.PUBLICATION_DIRECTOR)}</p>`)

      // The host, named with its address and telephone; the country in the page's language.
      expect(html).toContain(`<h2>${escaped(t['legalNotice.host'])}</h2>`)
      expect(html).toContain('<dd>Cloudflare, Inc.</dd>')
      expect(html).toContain('101 Townsend Street')
      expect(html).toContain('San Francisco, CA 94107')
      expect(html).toContain(escaped(new Intl.DisplayNames([locale], { type: 'region' }).of('US') ?? ''))
      expect(html).toContain('<a href="tel:+18889935273">+1 888 993 5273</a>')

      const [name, address, email, phone, registration] = [
        t['legalNotice.name'],
        t['legalNotice.address'],
        t['legalNotice.email'],
        t['legalNotice.phone'],
        t['legalNotice.registration'],
      ].map(escaped)
      expect(labelsOf(html)).toEqual([name, address, email, phone, registration, name, address, phone])
      expect(html).not.toContain(escaped(t['legalNotice.unavailable']))
    })
  }

  it('leaves out the registration line, label and all, when the publisher has none', async () => {
    const { res, html } = await fetchWith(configured({ PUBLISHER_REGISTRATION: '  ' }), path('es'))
    expect(res.status).toBe(200)
    const t = messagesFor('es')
    expect(html).toContain(`<dd>${escaped(env.PUBLISHER_NAME)}</dd>`)
    expect(labelsOf(html)).not.toContain(escaped(t['legalNotice.registration']))
    expect(html).not.toContain(env.PUBLISHER_REGISTRATION)
  })
})

describe('an empty required field: the page refuses to render, never a field without its value', () => {
  for (const [index, field] of REQUIRED_FIELDS.entries()) {
    const name = PUBLISHER_VARS[field]
    const locale = locales[index % locales.length] ?? 'en'
    it(`${name} empty: ${path(locale)} answers 503, says why in ${locale}, and logs the var`, async () => {
      const logged: string[] = []
      const spy = vi.spyOn(console, 'error').mockImplementation((...args) => logged.push(args.join(' ')))
      const { res, html } = await fetchWith(configured({ [name]: ' ' }), path(locale))
      spy.mockRestore()
      expect(res.status).toBe(503)
      expect(res.headers.get('x-page-cache')).toBe('bypass')
      const t = messagesFor(locale)
      expect(html).toContain(`<html lang="${languageTags[locale]}"`)
      expect(html).toContain(`<h1>${escaped(t['legalNotice.h1'])}</h1>`)
      expect(html).toContain(escaped(t['legalNotice.unavailable']))
      expect(html).toContain(`href="${localizedPath(locale, 'contact')}"`)
      // No label, and none of the fields that were configured.
      expect(labelsOf(html)).toEqual([])
      expect(html).not.toContain(escaped(t['legalNotice.publisher']))
      expect(html).not.toContain(escaped(t['legalNotice.director']))
      for (const other of Object.values(PUBLISHER_VARS).filter((v) => v !== name)) {
        expect(html, other).not.toContain(escaped(env[other].split('\n')[0] ?? ''))
      }
      expect(html).not.toContain('Cloudflare, Inc.')
      expect(logged.join('\n')).toContain(name)
    })
  }

  it('as wrangler.toml ships it (every var empty), every language answers 503 and names every required var', async () => {
    const empty = Object.fromEntries(Object.values(PUBLISHER_VARS).map((name) => [name, '']))
    for (const locale of locales) {
      const logged: string[] = []
      const spy = vi.spyOn(console, 'error').mockImplementation((...args) => logged.push(args.join(' ')))
      const { res, html } = await fetchWith(configured(empty), path(locale))
      spy.mockRestore()
      expect(res.status, locale).toBe(503)
      expect(html).toContain(escaped(messagesFor(locale)['legalNotice.unavailable']))
      expect(labelsOf(html)).toEqual([])
      for (const field of REQUIRED_FIELDS) expect(logged.join('\n')).toContain(PUBLISHER_VARS[field])
    }
  })
})

describe('the legal notice is linked in every language', () => {
  for (const locale of locales) {
    it(`from the footer's third column and the sitemap page in ${locale}`, async () => {
      const t = messagesFor(locale)
      const link = `<a href="${path(locale)}">${escaped(t['footer.legalNotice'])}</a>`
      for (const page of ['', 'faq', 'legal-notice'] as const) {
        const html = await (await get(localizedPath(locale, page))).text()
        const footer = html.slice(html.indexOf('<footer'))
        const company = footer.slice(footer.indexOf(`<h2>${escaped(t['footer.company'])}</h2>`))
        expect(company.slice(0, company.indexOf('</nav>')), `${locale} ${page}`).toContain(link)
      }
      const sitemap = await (await get(localizedPath(locale, 'sitemap'))).text()
      expect(sitemap).toContain(`<a href="${path(locale)}">${escaped(t['legalNotice.h1'])}</a>`)
    })
  }
})
