import { describe, expect, it } from 'vitest'
import { loaderScript } from '../../client/islands/loader-script.server.ts'

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
    // Nothing fetched before the visitor acts: scripts and preloads are injected only inside
    // `preload` and `start`, which run from the listeners.
    const bodies = script.slice(script.indexOf('function preload'), script.indexOf('function island'))
    expect(script.split('appendChild').length - 1).toBe(bodies.split('appendChild').length - 1)
    expect(script).not.toMatch(/^\s*(start|preload)\(/m)
  })
})
