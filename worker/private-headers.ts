import { RATE_LIMIT_PERIOD_SECONDS } from './api/guards.ts'

/**
 * The headers of a response that shows or acts on one visitor's data (an address, a posted
 * form): never kept by a cache, and on a 429 the time to wait.
 */
export function privateResponse(response: Response): Response {
  response.headers.set('Cache-Control', 'no-store')
  if (response.status === 429) response.headers.set('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS))
  return response
}
