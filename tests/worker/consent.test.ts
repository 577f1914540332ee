/**
 * Consent where the data is given (issue 59, item 1; decision 068). Every form that sends personal
 * data has an unticked box beside its button; without it ticked the API and the form posts refuse
 * and store nothing; with it the stored row keeps the box's words as the sender read them, in
 * their language, and the instant. The Russian edition keeps nothing until the operator names its
 * storage in Russia (`RU_DATA_STORAGE`): its API and form posts answer 403 and its pages give way.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { type Locale, languageTags, locales } from '../../core/i18n/locales.ts'
import { localizedPath, type RouteSlug } from '../../core/routes.ts'
import worker from '../../worker/index.ts'
import { at, today } from './clock.ts'
import { escaped, post, postForm, TEST_RUSSIAN_STORAGE, tableCounts, withRussianStorage } from './support.ts'

const ago = (days: number) => today.subtract({ days }).toString()

/** Where each language's sender meets the box: the Russian edition only once storage in Russia is named. */
const offered = (locale: Locale) => {
  if (locale === 'ru') withRussianStorage()
}

/** A page's HTML without its scripts: the island messages they carry are not what the page shows. */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')

/** The box's words in a language as the sender read them: the catalogue's label, its link kept as text. */
const label = (locale: Locale, kind: 'guide' | 'signup' | 'contact') =>
  messagesFor(locale)[`form.consentBox.${kind}`].replace(/<\/?link>/g, '')

/** What only the guides' box says, in each language: that the dates are health data. */
const healthData: Record<Locale, string> = {
  en: 'health information',
  fr: 'données de santé',
  es: 'datos de salud',
  pt: 'dados de saúde',
  ru: 'сведения о состоянии здоровья',
}

const GUIDE_SOURCES = ['calculator_guide', 'pregnancy_guide', 'due_date_guide'] as const
type GuideSource = (typeof GUIDE_SOURCES)[number]

/** A guide's body as the calculator sends it, dates it accepts, without the consent field. */
const guideBody = (source: GuideSource, email: string): Record<string, unknown> =>
  source === 'due_date_guide'
    ? { source, email, calculationType: 'lmp', lastPeriodDate: ago(40), conceptionDate: null }
    : { source, email, cycleLength: 28, lastPeriodDate: ago(source === 'calculator_guide' ? 10 : 60) }

const resourceBody = (locale: Locale, email: string): Record<string, unknown> => ({
  source: 'signup',
  email,
  resource: 'tracking_kit',
  page: localizedPath(locale, ''),
  language: locale,
})

const contactBody = (locale: Locale, email: string): Record<string, unknown> => ({
  name: 'Ana',
  email,
  message: 'Hello',
  language: locale,
})

/** Each API submission of a language: the calculators' guides, a resource sign-up, a contact message. */
const submissions = (locale: Locale) =>
  [
    ...GUIDE_SOURCES.map((source) => ({
      name: source,
      kind: 'guide' as const,
      path: '/api/signup',
      body: (email: string) => guideBody(source, email),
    })),
    {
      name: 'signup',
      kind: 'signup' as const,
      path: '/api/signup',
      body: (e: string) => resourceBody(locale, e),
    },
    {
      name: 'contact',
      kind: 'contact' as const,
      path: '/api/contact',
      body: (e: string) => contactBody(locale, e),
    },
  ] as const

/** What is stored for an address: each sign-up's and contact message's consent. */
async function consentsOf(email: string) {
  const signups = await env.DB.prepare(
    'SELECT s.source, s.locale, s.consent_text, s.consented_at FROM signups s JOIN emails e ON e.id = s.email_id WHERE e.email = ? ORDER BY s.id',
  )
    .bind(email)
    .all<{ source: string; locale: string; consent_text: string | null; consented_at: string | null }>()
  const messages = await env.DB.prepare(
    'SELECT m.language AS locale, m.consent_text, m.consented_at FROM contact_messages m JOIN emails e ON e.id = m.email_id WHERE e.email = ? ORDER BY m.id',
  )
    .bind(email)
    .all<{ locale: string; consent_text: string | null; consented_at: string | null }>()
  return [...signups.results, ...messages.results]
}

/** The stored consent is the words of the box the sender saw, in their language, and the instant. */
async function expectConsentKept(email: string, locale: Locale, kind: 'guide' | 'signup' | 'contact') {
  const rows = await consentsOf(email)
  expect(rows).toHaveLength(1)
  const [row] = rows
  expect(row?.locale).toBe(locale)
  expect(row?.consent_text).toBe(label(locale, kind))
  expect(row?.consent_text).not.toContain('<link>')
  expect(row?.consent_text).not.toContain('</link>')
  if (kind === 'guide') expect(row?.consent_text).toContain(healthData[locale])
  expect(row?.consented_at).toBe(at)
}

/** The form posts without JavaScript, each to the page its form is on, named by `?form=`. */
const formPosts = (locale: Locale) =>
  [
    {
      name: 'a pregnancy calculator’s guide',
      kind: 'guide' as const,
      formId: 'calculator-guide',
      // The action the result's form carries: the result's own query, then the form's name.
      path: `${localizedPath(locale, 'pregnancy-calculator')}?lmp=${ago(60)}&cycle=28&form=calculator-guide`,
      fields: (email: string) => ({
        source: 'pregnancy_guide',
        email,
        cycleLength: '28',
        lastPeriodDate: ago(60),
      }),
    },
    {
      name: 'the home page’s tracking kit',
      kind: 'signup' as const,
      formId: 'signup-trackingKit',
      path: `${localizedPath(locale, '')}?form=signup-trackingKit`,
      fields: (email: string) => ({ source: 'signup', resource: 'tracking_kit', email }),
    },
    {
      name: 'the contact form',
      kind: 'contact' as const,
      formId: 'contact',
      path: `${localizedPath(locale, 'contact')}?form=contact`,
      fields: (email: string) => ({ form: 'contact', name: 'Ana', email, message: 'Hello' }),
    },
  ] as const

/** A form's consent box as the page shows it: its `<div class="consent-box">`, or null. */
const consentBoxOf = (html: string, formId: string) =>
  new RegExp(`<div class="consent-box"><input id="${formId}-consent"[^>]*>[\\s\\S]*?</div>`).exec(
    html,
  )?.[0] ?? null

let deployments = 0
/**
 * A page as a deployment with `RU_DATA_STORAGE` set to `storage` serves it: a version of its own, so
 * that no copy another configuration rendered comes from the page cache, and none of this one's
 * reaches another test.
 */
async function pageOf(path: string, storage = '') {
  const bindings = {
    ...env,
    RU_DATA_STORAGE: storage,
    CF_VERSION_METADATA: {
      id: `consent-test-${++deployments}-${crypto.randomUUID()}`,
      tag: '',
      timestamp: '',
    },
  }
  const ctx = createExecutionContext()
  const res = await worker.fetch(new Request(`http://localhost${path}`), bindings as typeof env, ctx)
  const html = await res.text()
  await waitOnExecutionContext(ctx)
  expect(res.status, path).toBe(200)
  return shown(html)
}

/** Every form on a page that sends an address (a sign-up, a guide, the contact form), by its id. */
const addressForms = (html: string) =>
  [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map(([form]) => ({ form, id: /<input\b[^>]*\bid="([^"]+)-email"/.exec(form)?.[1] }))
    .filter((found): found is { form: string; id: string } => found.id !== undefined)

/**
 * The pages with a form that sends an address, and the forms each must show: a calculator with a
 * result shows its guide; every sign-up card and the contact form are there without one.
 */
const formPages: { slug: RouteSlug; query: string; forms: string[] }[] = [
  { slug: '', query: `?lmp=${ago(10)}&cycle=28`, forms: ['calculator-guide', 'signup-trackingKit'] },
  { slug: 'pregnancy-calculator', query: `?lmp=${ago(60)}&cycle=28`, forms: ['calculator-guide'] },
  {
    slug: 'due-date-calculator',
    query: `?method=lmp&lmp=${ago(40)}`,
    forms: ['calculator-guide', 'signup-pregnancyCalendar'],
  },
  { slug: 'due-date-calculator', query: '', forms: ['signup-pregnancyCalendar'] },
  { slug: 'fertility-tips', query: '', forms: ['signup-fertilityGuide'] },
  { slug: 'blog-posts', query: '', forms: ['signup-articleGuide'] },
  { slug: 'contact', query: '', forms: ['contact'] },
]

/** Each form shows the box unticked, before its button, its label linking the language's consent page. */
function expectUntickedBoxes(html: string, locale: Locale, expected: string[], where: string) {
  const forms = addressForms(html)
  expect(forms.map(({ id }) => id).sort(), where).toEqual([...expected].sort())
  const consentPage = localizedPath(locale, 'consent')
  for (const { form, id } of forms) {
    const box = consentBoxOf(form, id)
    expect(box, `${where}: ${id}`).not.toBeNull()
    const input = /<input[^>]*>/.exec(box ?? '')?.[0] ?? ''
    expect(input, `${where}: ${id}`).toContain('type="checkbox"')
    expect(input).toContain('name="consent"')
    expect(input).toContain('value="yes"')
    expect(input).not.toMatch(/\bchecked\b/)
    expect(box).toContain(`<label for="${id}-consent">`)
    expect(box, `${where}: ${id} links ${consentPage}`).toContain(`<a href="${consentPage}">`)
    const kind = id === 'contact' ? 'contact' : id === 'calculator-guide' ? 'guide' : 'signup'
    const labelText = (/<label[^>]*>([\s\S]*?)<\/label>/.exec(box ?? '')?.[1] ?? '').replace(/<[^>]+>/g, '')
    expect(labelText).toBe(escaped(label(locale, kind)))
    // Beside the button: the box comes after the fields and before the form's submit button.
    const button = form.indexOf('<button type="submit"')
    expect(button, `${where}: ${id} has a button`).toBeGreaterThan(-1)
    expect(form.indexOf(box ?? '')).toBeLessThan(button)
  }
}

describe.each(locales)('%s', (locale) => {
  const t = messagesFor(locale)
  const headers = { language: locale }

  describe('the API refuses a submission without the box ticked, and stores nothing', () => {
    for (const { name, path, body } of submissions(locale)) {
      for (const [without, consent] of [
        ['absent', {}],
        ['false', { consent: false }],
      ] as const) {
        it(`${name}, consent ${without}: 400 consent_required, in ${locale}`, async () => {
          offered(locale)
          const before = await tableCounts()
          const email = `refused-${locale}-${name}-${without}@example.com`
          const res = await post(path, { ...body(email), ...consent }, headers)
          expect(res.status).toBe(400)
          expect(await res.json()).toEqual({
            error: { code: 'consent_required', message: t['errors.consentRequired'] },
          })
          expect(await tableCounts()).toEqual(before)
          expect(await consentsOf(email)).toEqual([])
        })
      }
    }
  })

  describe('with the box ticked, the stored row keeps its words in the language and the instant', () => {
    for (const { name, kind, path, body } of submissions(locale)) {
      it(`${name}: 202, and the ${kind} box’s words`, async () => {
        offered(locale)
        const email = `kept-${locale}-${name}@example.com`
        const res = await post(path, { ...body(email), consent: true }, headers)
        expect(res.status).toBe(202)
        await expectConsentKept(email, locale, kind)
      })
    }
  })

  describe('a form posted without JavaScript', () => {
    for (const { name, kind, formId, path, fields } of formPosts(locale)) {
      it(`${name}, without the box: the page says why beside the box, and nothing is stored`, async () => {
        offered(locale)
        const before = await tableCounts()
        const email = `form-refused-${locale}-${formId}@example.com`.toLowerCase()
        const res = await postForm(path, new URLSearchParams(fields(email)).toString())
        expect(res.status).toBe(400)
        const html = shown(await res.text())
        expect(await tableCounts()).toEqual(before)
        const box = consentBoxOf(html, formId)
        expect(box, 'the form is shown again with its box').not.toBeNull()
        expect(box).toContain('aria-invalid="true"')
        expect(box).toContain(
          `<p id="${formId}-consent-error" class="field-error">${escaped(t['errors.consentRequired'])}</p>`,
        )
      })

      it(`${name}, with the box ticked: 200, and stored with the ${kind} box’s words`, async () => {
        offered(locale)
        // Lower case: the address is stored in its canonical form (core/address.ts).
        const email = `form-kept-${locale}-${formId}@example.com`.toLowerCase()
        const res = await postForm(path, new URLSearchParams({ ...fields(email), consent: 'yes' }).toString())
        expect(res.status).toBe(200)
        await expectConsentKept(email, locale, kind)
      })
    }
  })

  it('every form that sends an address shows the box unticked beside its button, linking the consent page', async () => {
    const storage = locale === 'ru' ? TEST_RUSSIAN_STORAGE : ''
    for (const { slug, query, forms } of formPages) {
      const path = `${localizedPath(locale, slug)}${query}`
      const html = await pageOf(path, storage)
      expectUntickedBoxes(html, locale, forms, path)
      // A result's guide posts back to the result, so that without a script the answer shows both.
      if (forms.includes('calculator-guide')) {
        const action = /<form[^>]*action="([^"]*form=calculator-guide[^"]*)"/.exec(html)?.[1] ?? ''
        const posted = new URL(action.replaceAll('&amp;', '&'), 'http://localhost')
        expect(posted.pathname).toBe(localizedPath(locale, slug))
        for (const [name, value] of new URLSearchParams(query))
          expect(posted.searchParams.get(name), path).toBe(value)
      }
    }
  })
})

describe('the Russian edition without storage in Russia (RU_DATA_STORAGE empty)', () => {
  const t = messagesFor('ru')

  it('is the tests’ default: the binding is empty', () => {
    expect((env as unknown as { RU_DATA_STORAGE: string }).RU_DATA_STORAGE).toBe('')
  })

  for (const { name, path, body } of submissions('ru')) {
    it(`the API refuses ${name} with 403 not_offered in Russian, box ticked, and stores nothing`, async () => {
      const before = await tableCounts()
      const email = `not-offered-ru-${name}@example.com`
      const res = await post(path, { ...body(email), consent: true }, { language: 'ru' })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: { code: 'not_offered', message: t['errors.notOffered'] } })
      expect(await tableCounts()).toEqual(before)
    })
  }

  for (const { name, formId, path, fields } of formPosts('ru')) {
    it(`${name} posted without JavaScript, box ticked: 403, a Russian page, nothing stored`, async () => {
      const before = await tableCounts()
      const email = `not-offered-form-ru-${formId}@example.com`.toLowerCase()
      const res = await postForm(path, new URLSearchParams({ ...fields(email), consent: 'yes' }).toString())
      expect(res.status).toBe(403)
      const html = shown(await res.text())
      expect(html).toContain(`<html lang="${languageTags.ru}"`)
      expect(addressForms(html)).toEqual([])
      expect(await tableCounts()).toEqual(before)
    })
  }

  it('the contact page gives way: its note with the support address, and no form', async () => {
    const html = await pageOf('/ru/contact')
    const [before] = t['contactForm.notOffered'].split('{email}')
    expect(html).toContain(`role="note">${escaped(before ?? '')}<a href="mailto:${env.SUPPORT_EMAIL}">`)
    expect(html).not.toContain('<form')
  })

  it('the home page gives way: the note in place of the sign-up card, and no form that sends an address', async () => {
    const html = await pageOf(`/ru?lmp=${ago(10)}&cycle=28`)
    expect(html).toContain(escaped(t['form.notOffered.title']))
    expect(html).toContain(escaped(t['form.notOffered.text']))
    expect(addressForms(html)).toEqual([])
    expect(html).not.toContain('name="consent"')
  })

  it('no page offers a form that sends an address', async () => {
    for (const { slug, query } of formPages) {
      const path = `${localizedPath('ru', slug)}${query}`
      expect(addressForms(await pageOf(path)), path).toEqual([])
    }
  })
})
