import type { Locator, Page } from '@playwright/test'
import { latestConsent, latestContact, latestSignup, storedMetadata, storedNow, uniqueEmail } from './d1.ts'
import { daysAgo } from './dates.ts'
import {
  expect,
  islandsHydrated,
  messagesOf,
  phone,
  settleAnimations,
  test,
  wcagViolations,
} from './fixtures.ts'

/**
 * Consent where the data is given (issue 59, item 1; decision 068): every form that sends personal
 * data has an unticked box of its own beside its button; without it ticked nothing is stored, with
 * it the stored row keeps the words agreed to and when. The Russian edition, with no storage in
 * Russia, offers no such form at all.
 */

/** The words of a consent box's label as the page shows them: the catalogue's, its link as text. */
const boxWords = (locale: string, kind: 'guide' | 'signup' | 'contact') =>
  (messagesOf(locale)[`form.consentBox.${kind}`] ?? '').replace(/<\/?link>/g, '')

/** A field's own message: the element its aria-describedby names. */
async function ownMessage(field: Locator) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const id = await field.getAttribute('aria-describedby')
  expect(id).toBeTruthy()
  return field.page().locator(`[id="${id}"]`)
}

/** The label of a control, found by its `for`. */
async function labelOf(control: Locator) {
  return control.page().locator(`label[for="${await control.getAttribute('id')}"]`)
}

const signupPages = [
  {
    locale: 'en',
    path: '/fertility-tips',
    card: 'Free guide: boost your fertility naturally',
    email: 'Email address',
    box: /^I agree that FertilityCalc keeps my e-mail address to send me what I asked for/,
    link: 'terms of consent',
    consentPage: '/consent',
    button: 'Get the free guide',
  },
  {
    locale: 'es',
    path: '/es/fertility-tips',
    card: 'Guía gratuita: mejora tu fertilidad de forma natural',
    email: 'Correo electrónico',
    box: /^Consiento que FertilityCalc guarde mi dirección de correo para enviarme lo que he pedido/,
    link: 'términos del consentimiento',
    consentPage: '/es/consent',
    button: 'Quiero la guía gratuita',
  },
] as const

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a sign-up ${javaScriptEnabled ? 'with' : 'without'} JavaScript, at 390 px`, () => {
    test.use({ javaScriptEnabled, viewport: phone })

    for (const signup of signupPages) {
      test(`${signup.locale}: the box left unticked stores nothing and says why; ticked, the address and the words agreed to are stored`, async ({
        page,
        consoleErrors,
      }) => {
        consoleErrors.allow(/status of 400/)
        const t = messagesOf(signup.locale)
        await page.goto(signup.path)
        const card = page.getByRole('region', { name: signup.card })
        await card.scrollIntoViewIfNeeded()
        if (javaScriptEnabled) await islandsHydrated(page)
        const box = card.getByRole('checkbox', { name: signup.box })
        const email = card.getByLabel(signup.email, { exact: true })
        await expect(box).not.toBeChecked()
        // The box says what is kept and for what, and links the page that says the rest.
        const label = await labelOf(box)
        await expect(label).toHaveText(boxWords(signup.locale, 'signup'))
        await expect(label.getByRole('link', { name: signup.link })).toHaveAttribute(
          'href',
          signup.consentPage,
        )

        const address = uniqueEmail(`consent-${signup.locale}`)
        await email.fill(address)
        await card.getByRole('button', { name: signup.button }).click()
        const summary = card.getByRole('region', { name: t['errors.summaryTitle'] })
        await expect(summary).toBeVisible()
        if (javaScriptEnabled) await expect(summary).toBeFocused()
        const message = t['errors.consentRequired'] ?? ''
        await expect(await ownMessage(box)).toHaveText(message)
        const item = summary.getByRole('link', { name: message })
        await expect(item).toHaveAttribute('href', `#${await box.getAttribute('id')}`)
        // The address was well formed: it is kept in its field, and not at fault.
        await expect(email).toHaveValue(address)
        await expect(email).not.toHaveAttribute('aria-invalid', 'true')
        await expect(box).not.toBeChecked()
        // Nothing of what was sent is kept: no sign-up, not even the address.
        expect(latestSignup(address)).toBeNull()
        expect(storedMetadata(address)).toBeNull()

        // The summary's link takes the visitor to the box.
        await item.click()
        await expect(box).toBeFocused()
        await box.check()
        await card.getByRole('button', { name: signup.button }).click()
        await expect(page.getByRole('status').filter({ hasText: address })).toContainText(
          t['signup.thanksTitle'] ?? '',
        )
        expect(latestSignup(address)).toMatchObject({
          source: 'signup',
          resource: 'fertility_guide',
          language: signup.locale,
        })
        // The words of the box, as the visitor read them, at the instant of the sign-up.
        expect(latestConsent(address, 'signups')).toEqual({
          consentText: boxWords(signup.locale, 'signup'),
          consentedAt: storedNow(),
        })
      })
    }
  })
}

test.describe('a pregnancy result’s guide without JavaScript, in French at 390 px', () => {
  test.use({ javaScriptEnabled: false, viewport: phone })

  test('sent without the box, the answer keeps the result and says why beside the box; ticked, the dates are kept', async ({
    page,
    consoleErrors,
  }) => {
    // The refusal is answered 400, as the API answers it.
    consoleErrors.allow(/status of 400/)
    const t = messagesOf('fr')
    const lmp = daysAgo(16 * 7 + 3)
    await page.goto(`/fr/pregnancy-calculator?lmp=${lmp}&cycle=28`)
    const guide = page.getByRole('region', { name: t['signup.pregnancyGuide.title'] })
    const address = uniqueEmail('consent-guide-fr')
    await guide.getByLabel(t['form.emailLabel'] ?? '', { exact: true }).fill(address)
    await guide.getByRole('button', { name: t['signup.pregnancyGuide.button'] }).click()
    // The answer is the same result, with the form beside it and its refusal in place.
    await expect(page).toHaveURL(new RegExp(`lmp=${lmp}`))
    await expect(page.getByRole('main').locator('.result-panel, .results').first()).toBeVisible()
    const box = guide.getByRole('checkbox', { name: boxWords('fr', 'guide') })
    await expect(await ownMessage(box)).toHaveText(t['errors.consentRequired'] ?? '')
    await expect(guide.getByLabel(t['form.emailLabel'] ?? '', { exact: true })).toHaveValue(address)
    expect(latestSignup(address)).toBeNull()

    await box.check()
    await guide.getByRole('button', { name: t['signup.pregnancyGuide.button'] }).click()
    await expect(page.getByRole('status').filter({ hasText: address })).toContainText(
      t['signup.thanksTitle'] ?? '',
    )
    expect(latestSignup(address)).toMatchObject({
      source: 'pregnancy_guide',
      lastPeriodDate: lmp,
      cycleLength: 28,
    })
    expect(latestConsent(address, 'signups')).toEqual({
      consentText: boxWords('fr', 'guide'),
      consentedAt: storedNow(),
    })
  })
})

test.describe('the consent box by keyboard alone', () => {
  test.use({ viewport: phone })

  test('Tab reaches the box, Enter without it is refused, Space ticks it, Enter on the button sends', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/)
    await page.goto('/fertility-tips')
    const card = page.getByRole('region', { name: 'Free guide: boost your fertility naturally' })
    await card.scrollIntoViewIfNeeded()
    await islandsHydrated(page)
    const email = card.getByLabel('Email address', { exact: true })
    const box = card.getByRole('checkbox', { name: /^I agree that FertilityCalc keeps my e-mail address/ })
    const terms = card.getByRole('link', { name: 'terms of consent' })
    const button = card.getByRole('button', { name: 'Get the free guide' })
    const address = uniqueEmail('keyboard')

    await email.focus()
    await page.keyboard.type(address)
    await page.keyboard.press('Tab')
    await expect(box).toBeFocused()
    // Past the box unticked, to the button: Enter is refused, and the summary says why.
    await page.keyboard.press('Tab')
    await expect(terms).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    const summary = card.getByRole('region', { name: 'Please check the form' })
    await expect(summary).toBeFocused()
    await page.keyboard.press('Tab')
    const item = summary.getByRole('link', {
      name: 'Please tick the box to agree: without it we keep nothing of what you send.',
    })
    await expect(item).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(box).toBeFocused()
    expect(latestSignup(address)).toBeNull()

    await page.keyboard.press('Space')
    await expect(box).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(terms).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: address })).toContainText('Check your inbox')
    expect(latestConsent(address, 'signups')).toEqual({
      consentText: boxWords('en', 'signup'),
      consentedAt: storedNow(),
    })
  })
})

const contactPages = [
  {
    javaScriptEnabled: true,
    locale: 'en',
    path: '/contact',
    name: 'Name',
    email: 'Email address',
    message: 'Message',
    box: /^I agree that FertilityCalc keeps my message and e-mail address to answer me/,
    button: 'Send Message',
  },
  {
    javaScriptEnabled: false,
    locale: 'pt',
    path: '/pt/contact',
    name: 'Nome',
    email: 'Endereço de e-mail',
    message: 'Mensagem',
    box: /^Autorizo que o FertilityCalc guarde a minha mensagem e o meu endereço de e-mail/,
    button: 'Enviar mensagem',
  },
] as const

for (const contact of contactPages) {
  test.describe(`the contact form ${contact.javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: contact.javaScriptEnabled })

    test(`${contact.locale}: the unticked box is listed in the summary with its own message, and nothing is kept until it is ticked`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 400/)
      const t = messagesOf(contact.locale)
      await page.goto(contact.path)
      if (contact.javaScriptEnabled) await islandsHydrated(page)
      const form = () => page.locator('form.contact-form')
      const address = uniqueEmail(`contact-consent-${contact.locale}`)
      await form().getByRole('textbox', { name: contact.name, exact: true }).fill('Ana')
      await form().getByRole('textbox', { name: contact.email, exact: true }).fill(address)
      await form().getByRole('textbox', { name: contact.message, exact: true }).fill('Uma pergunta.')
      await form().getByRole('button', { name: contact.button }).click()

      const message = t['errors.consentRequired'] ?? ''
      const summary = page.getByRole('region', { name: t['errors.missingFields'] })
      await expect(summary).toBeVisible()
      if (contact.javaScriptEnabled) await expect(summary).toBeFocused()
      // The box is the one field at fault, listed with its own message.
      await expect(summary.getByRole('listitem')).toHaveText([message])
      const box = form().getByRole('checkbox', { name: contact.box })
      await expect(await ownMessage(box)).toHaveText(message)
      for (const name of [contact.name, contact.email, contact.message]) {
        await expect(form().getByRole('textbox', { name, exact: true })).not.toHaveAttribute(
          'aria-invalid',
          'true',
        )
      }
      await expect(form().getByRole('textbox', { name: contact.email, exact: true })).toHaveValue(address)
      expect(latestContact(address)).toBeNull()
      expect(storedMetadata(address)).toBeNull()

      await summary.getByRole('link', { name: message }).click()
      await expect(box).toBeFocused()
      await box.check()
      await form().getByRole('button', { name: contact.button }).click()
      await expect(page.getByRole('heading', { name: t['contactForm.sentTitle'] })).toBeVisible()
      expect(latestContact(address)).toMatchObject({
        name: 'Ana',
        message: 'Uma pergunta.',
        language: contact.locale,
      })
      expect(latestConsent(address, 'contact_messages')).toEqual({
        consentText: boxWords(contact.locale, 'contact'),
        consentedAt: storedNow(),
      })
    })
  })
}

test.describe('the Russian edition keeps no personal data (no storage in Russia)', () => {
  const ru = messagesOf('ru')
  const noEmailField = (page: Page) =>
    expect(page.getByRole('textbox', { name: ru['form.emailLabel'], exact: true })).toHaveCount(0)

  test('the home page and the contact page give way to a note, with no e-mail field', async ({ page }) => {
    await page.goto('/ru')
    const note = page.getByRole('region', { name: ru['form.notOffered.title'] })
    await expect(note.first()).toBeVisible()
    await expect(note.first()).toContainText(ru['form.notOffered.text'] ?? '')
    await noEmailField(page)

    await page.goto('/ru/contact')
    await expect(page.locator('form.contact-form')).toHaveCount(0)
    const contactNote = page.getByRole('note')
    await expect(contactNote).toContainText('Форма обратной связи временно недоступна.')
    await expect(contactNote.getByRole('link')).toHaveAttribute('href', /^mailto:/)
    await noEmailField(page)
  })

  test('a pregnancy result offers no guide, where the Spanish one does', async ({ page }) => {
    const lmp = daysAgo(16 * 7 + 3)
    for (const [prefix, t] of [
      ['/ru', ru],
      ['/es', messagesOf('es')],
    ] as const) {
      await page.goto(`${prefix}/pregnancy-calculator?lmp=${lmp}&cycle=28`)
      await expect(page.getByRole('main').locator('.result-panel, .results').first()).toBeVisible()
      // Past the guide's reveal, by the page's clock and its animations.
      await page.clock.fastForward(6000)
      await settleAnimations(page)
      const guide = page.getByRole('region', { name: t['signup.pregnancyGuide.title'] })
      if (prefix === '/ru') {
        await expect(guide).toHaveCount(0)
        await expect(page.locator('.guide-prompt')).toHaveCount(0)
        await noEmailField(page)
      } else {
        await expect(guide).toBeVisible()
      }
    }
  })
})

test.describe('the consent page', () => {
  test.use({ viewport: phone })

  for (const locale of ['es', 'ru'] as const) {
    test(`/${locale}/consent has its heading and passes axe (WCAG 2.2 AA)`, async ({ page }) => {
      const response = await page.goto(`/${locale}/consent`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesOf(locale)['consent.h1'] ?? '')
      await settleAnimations(page)
      expect(await wcagViolations(page)).toEqual([])
    })
  }
})
