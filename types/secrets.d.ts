// Secrets are set with `wrangler secret put`, so `wrangler types` cannot see them.
declare namespace Cloudflare {
  interface Env {
    /** Signs the confirm, unsubscribe and manage links; a development default is used when unset. */
    LINK_SECRET?: string
  }
}
