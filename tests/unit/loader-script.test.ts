import { describe, expect, it } from 'vitest'
import { loaderScript } from '../../client/islands/loader-script.ts'

describe('the inline island loader', () => {
  const script = loaderScript('/assets/entry-abc123.js')

  it('is valid JavaScript that names the runtime once', () => {
    expect(() => new Function(script)).not.toThrow()
    expect(script.split('/assets/entry-abc123.js')).toHaveLength(2)
  })

  it('loads the runtime only on an interaction with an island, or after load for an idle one', () => {
    for (const event of ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'])
      expect(script).toContain(event)
    expect(script).toContain('[data-island]')
    expect(script).toContain('[data-hydrate="idle"]')
    // Nothing fetched before the visitor acts: no top-level script injection.
    expect(script.indexOf('appendChild')).toBeGreaterThan(script.indexOf('function start'))
  })
})
