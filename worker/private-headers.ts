import { RATE_LIMIT_PERIOD_SECONDS } from './api/guards.ts'

/**
 * The headers of a response that shows or acts on one visitor's data (an address, a posted
 * form, a result computed from a last period in its URL): never kept by any cache, its URL never
 * sent to another site as a referrer, and on a 429 the time to wait.
 */
export function privateResponse(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store')
  // Not `no-referrer`: under it a browser posts this page's own forms with `Origin: null`, which
  // the Origin rule must refuse (decision 023). `same-origin` sends no referrer to any other site.
  response.headers.set('Referrer-Policy', 'same-origin')
  if (response.status === 429) response.headers.set('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS))
  return response
}
