import type { LinkRefusal } from '../../client/components/LinkResult.tsx'
import type { AppContext } from '../request/clock.ts'

/**
 * A link page's answer to a request refused before its link is read (too large, from another
 * site), said on that page in its language: one factory for the confirm, unsubscribe and weekly
 * pages, given each page's own `render`.
 */
export const linkRefusal =
  (render: (c: AppContext, state: LinkRefusal, status: number) => Promise<Response>) =>
  (step: LinkRefusal['step'], status: 403 | 413) =>
  (c: AppContext): Promise<Response> =>
    render(c, { step }, status)
