// Secrets are set with `wrangler secret put`, so `wrangler types` cannot see them.
declare namespace Cloudflare {
  interface Env {
    /** Signs the unsubscribe-and-erase links; a development default is used when unset. */
    ERASE_TOKEN_SECRET?: string
  }
}
