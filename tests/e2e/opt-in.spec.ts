import { latestSignup, queryLocalD1, storedMetadata, uniqueEmail } from './d1.ts'
import { daysAgo } from './dates.ts'
import { expect, islandsHydrated, test } from './fixtures.ts'
import { linkIn, mailTo } from './mail.ts'

test.describe('double opt-in, as a visitor lives it', () => {
  test('with JavaScript, in French: sign up, confirm from the inbox, receive the kit, then leave', async ({
    page,
  }) => {
    await page.goto('/fr')
    const card = page.getByRole('region', { name: 'Recevez gratuitement votre kit de suivi de la fertilité' })
    await card.scrollIntoViewIfNeeded()
    await islandsHydrated(page)
    const address = uniqueEmail('optin')
    await card.getByLabel('Adresse e-mail', { exact: true }).fill(address)
    await card
      .getByRole('checkbox', { name: /^J’accepte que FertilityCalc conserve mon adresse e-mail/ })
      .check()
    await card.getByRole('button').click()
    await expect(page.getByRole('status').filter({ hasText: address })).toContainText(
      'Vérifiez votre boîte de réception',
    )
    expect(storedMetadata(address)).toEqual({ sources: [] })

    const confirmation = await mailTo(address, 'confirm')
    expect(confirmation).toContain('le kit de suivi de la fertilité')
    await page.goto(linkIn(confirmation, 'confirm'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmez votre adresse')
    await expect(page.getByRole('main')).toContainText(address)
    await page.getByRole('button', { name: 'Confirmer mon adresse' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adresse confirmée')
    await expect(page.getByRole('main').getByRole('status')).toContainText('votre adresse est confirmée')
    expect(storedMetadata(address)).toMatchObject({ sources: ['signup'], resource: 'tracking_kit' })

    const kit = await mailTo(address, 'guide')
    expect(kit.toLowerCase()).toContain('votre kit de suivi de la fertilité')
    // The link again: already used, and nothing more is sent.
    await page.goto(linkIn(confirmation, 'confirm'))
    await expect(page.getByRole('main')).toContainText('Ce lien a déjà servi')

    await page.goto(linkIn(kit, 'unsubscribe'))
    await expect(page.getByRole('main')).toContainText(address)
    await page.getByRole('main').getByRole('button').click()
    await expect(page.getByRole('main').getByRole('status')).toBeVisible()
    expect(storedMetadata(address)).toBeNull()
  })
})

test.describe('weekly pregnancy e-mails', () => {
  test('in French: sign up, confirm, the welcome arrives, and two cron runs send nothing more today', async ({
    page,
    request,
  }) => {
    await page.goto(`/fr/pregnancy-calculator?lmp=${daysAgo(16 * 7 + 3)}&cycle=28`)
    const card = page.getByRole('region', { name: 'Votre grossesse, semaine après semaine' })
    await expect(card).toBeVisible({ timeout: 10_000 })
    await islandsHydrated(page)
    const address = uniqueEmail('weekly')
    await card.getByLabel('Adresse e-mail', { exact: true }).fill(address)
    // The weekly e-mails carry the dates of the pregnancy: the box says so.
    await card
      .getByRole('checkbox', {
        name: /^J’accepte que FertilityCalc conserve mon adresse e-mail et les dates de ce calcul/,
      })
      .check()
    await card.getByRole('button', { name: 'Recevoir les e-mails hebdomadaires' }).click()
    await expect(page.getByRole('status').filter({ hasText: address })).toContainText('Vérifiez votre boîte')

    await page.goto(linkIn(await mailTo(address, 'confirm'), 'confirm'))
    await page.getByRole('button', { name: 'Confirmer mon adresse' }).click()
    const welcome = await mailTo(address, 'guide')
    expect(welcome).toMatch(/17e\ssemaine d’aménorrhée/)

    const sent = () =>
      queryLocalD1<{ n: number }>(
        `SELECT count(*) AS n FROM mail_log l JOIN emails e ON e.id = l.email_id WHERE e.email = '${address}' AND l.status = 'sent'`,
      )[0]?.n
    const before = sent()
    for (let run = 0; run < 2; run++) {
      expect((await request.get('/cdn-cgi/local/scheduled?cron=17+6+*+*+*')).ok()).toBe(true)
    }
    await page.waitForTimeout(2500)
    expect(sent()).toBe(before)
  })
})

test.describe('double opt-in without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // In Portuguese: the Russian edition offers no sign-up (decision 068, consent.spec.ts).
  test('in Portuguese: the form posts, the link confirms, the guide arrives', async ({ page }) => {
    await page.goto('/pt/fertility-tips')
    const card = page.getByRole('region', {
      name: 'Guia gratuito: aumente a sua fertilidade de forma natural',
    })
    const address = uniqueEmail('optin-nojs')
    await card.getByLabel('Endereço de e-mail', { exact: true }).fill(address)
    await card
      .getByRole('checkbox', { name: /^Autorizo que o FertilityCalc guarde o meu endereço de e-mail/ })
      .check()
    await card.getByRole('button').click()
    await expect(page.getByRole('status').filter({ hasText: address })).toContainText(
      'Confira a sua caixa de entrada',
    )
    expect(latestSignup(address)).toMatchObject({
      source: 'signup',
      resource: 'fertility_guide',
      language: 'pt',
    })

    const confirmation = await mailTo(address, 'confirm')
    await page.goto(linkIn(confirmation, 'confirm'))
    await page.getByRole('button', { name: 'Confirmar meu endereço' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText('o seu endereço está confirmado')
    const guide = await mailTo(address, 'guide')
    expect(guide.toLowerCase()).toContain('aumente a sua fertilidade de forma natural')
  })

  test('a forged link gives a clear page in the visitor’s language', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 400/)
    await page.goto('/es/confirm?token=c1.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    await expect(page.getByRole('main')).toContainText('Este enlace de confirmación no es válido')
  })
})
