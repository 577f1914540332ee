import { expect, test } from './fixtures.ts'

test.describe('static files', () => {
  test('carry the security headers and the right type', async ({ request }) => {
    for (const [path, type] of [
      ['/og-image.png', 'image/png'],
      ['/favicon.svg', 'image/svg+xml'],
    ] as const) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      expect(res.headers()['content-type']).toContain(type)
      expect(res.headers()['x-content-type-options']).toBe('nosniff')
      expect(res.headers()['strict-transport-security']).toContain('max-age=')
      expect(res.headers()['content-security-policy']).toContain("default-src 'none'")
    }
  })

  test('the build manifest is not public', async ({ request }) => {
    const res = await request.get('/.vite/manifest.json')
    expect(res.status()).toBe(404)
  })

  test('the page links only hashed assets that exist, and no script before the load event', async ({
    page,
    request,
  }) => {
    // Noted from the network: the page's own resource timing is Playwright's stand-in under its clock.
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/', { waitUntil: 'load' })
    expect(scripts, 'scripts requested before the load event').toEqual([])
    const styles = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
    expect(styles).toHaveLength(1)
    expect((await request.get(styles[0] ?? '')).status()).toBe(200)
    const html = await (await request.get('/')).text()
    expect(html).not.toMatch(/<script[^>]+src=/)
    // The loader may preload the runtime once an island is touched, never in the markup itself.
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
  })
})
