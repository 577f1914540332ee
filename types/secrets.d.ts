// Secrets are set with `wrangler secret put`, so `wrangler types` cannot see them.
declare namespace Cloudflare {
  interface Env {
    /** Signs the confirm, unsubscribe and manage links; at least 32 characters, or no link works (decision 023). */
    LINK_SECRET?: string
  }
}
