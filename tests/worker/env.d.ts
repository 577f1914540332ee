declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
  }
  // Types `exports.default` from cloudflare:workers as the app's own fetch handler.
  interface GlobalProps {
    mainModule: typeof import('../../worker/index.ts')
  }
}
