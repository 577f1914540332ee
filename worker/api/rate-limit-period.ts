/**
 * The rate limiter's period in wrangler.toml (`simple = { limit = 10, period = 60 }`): a 429's
 * Retry-After. A module of its own, without the Workers types, so that the tests in Node can
 * schedule their requests by it too.
 */
export const RATE_LIMIT_PERIOD_SECONDS = 60
