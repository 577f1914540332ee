import { RATE_LIMIT_PERIOD_SECONDS } from './guards.ts'

/**
 * The headers of a response that shows or acts on one visitor's data (an address, a posted
 * form, a result computed from a last period in its URL): never kept by any cache, its URL never
 * sent to another site as a referrer, and on a 429 the time to wait.
 */
export function privateResponse(
  response: Response,
  referrerPolicy: 'same-origin' | 'no-referrer' = 'same-origin',
): Response {
  response.headers.set('Cache-Control', 'private, no-store')
  // `same-origin` by default, not `no-referrer`: under that a browser posts this page's own forms
  // with `Origin: null`, which the Origin rule must refuse (decision 023). A page with no POST form
  // (My cycles) sends no referrer at all.
  response.headers.set('Referrer-Policy', referrerPolicy)
  if (response.status === 429) response.headers.set('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS))
  return response
}
