import { describe, expect, it } from 'vitest'
import { streamPage } from '../../worker/pages/pages.tsx'

function Broken(): never {
  throw new Error('secret stack detail')
}

describe('a rendering failure', () => {
  it('answers 500 with the Unexpected Application Error page and no stack', async () => {
    const res = await streamPage(<Broken />, 200, 'en')
    expect(res.status).toBe(500)
    const html = await res.text()
    expect(html).toContain('<h1>Unexpected Application Error</h1>')
    expect(html).toContain('500 Internal Server Error')
    expect(html).toContain('Please try again or contact support if the problem persists.')
    expect(html).not.toContain('secret stack detail')
    expect(html).not.toMatch(/at \w+ \(/)
  })

  it('speaks the language of the path', async () => {
    const res = await streamPage(<Broken />, 200, 'es')
    const html = await res.text()
    expect(html).toContain('<html lang="es-ES">')
    expect(html).not.toContain('Unexpected Application Error')
  })
})
