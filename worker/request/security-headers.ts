/**
 * The security headers of every response: pages get them from the Worker's middleware,
 * static files from the `_headers` file that the build writes from this same module.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Island data and JSON-LD are non-executable data blocks; the one inline script is allowed by hash.
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

export const baseSecurityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
} as const

/** What the service worker may do: fetch from this site, and nothing else. */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'"

/** The `_headers` file for Workers Static Assets: the same headers, with a CSP that runs nothing. */
export function staticHeadersFile(): string {
  const headers = {
    ...baseSecurityHeaders,
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'",
  }
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  return [
    '/*',
    ...lines,
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    // The service worker fetches pages and files for the site (connect-src), and is checked for a
    // new release on every navigation, never kept by the HTTP cache.
    '/sw.js',
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${SERVICE_WORKER_CSP}`,
    '  Cache-Control: no-cache',
    '',
  ].join('\n')
}
