declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    /** The instant the Worker under test takes as now (vitest.config.ts, decision 022). */
    TEST_NOW: string
  }
  // Types `exports.default` from cloudflare:workers as the app's own fetch handler.
  interface GlobalProps {
    mainModule: typeof import('../../worker/index.ts')
  }
}
