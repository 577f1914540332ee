import { RATE_LIMIT_PERIOD_SECONDS } from './api/guards.ts'

/**
 * The headers of a response that shows or acts on one visitor's data (an address, a posted
 * form, a result computed from a last period in its URL): never kept by any cache, its URL never
 * sent on as a referrer, and on a 429 the time to wait.
 */
export function privateResponse(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('Referrer-Policy', 'no-referrer')
  if (response.status === 429) response.headers.set('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS))
  return response
}
