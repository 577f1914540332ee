import assets from 'virtual:client-assets'
import type { ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { App, type View } from '../../client/app.server.tsx'
import { type Locale, splitLocalePath } from '../../core/i18n/locales.ts'
import { publisherFrom } from '../../core/legal-notice.ts'
import { russianStorageFrom } from '../../core/personal-data-storage.ts'
import { findRoute, type Route } from '../../core/routes.ts'
import type { AppContext } from '../request/clock.ts'
import { privateResponse } from '../request/private-headers.ts'
import { todayFor } from '../request/today.ts'
import { errorPageResponse } from './error-page.ts'
import { addedPeriodLocation, changedPeriodLocation } from './my-cycles-link.ts'
import { bypassed, cachedPage, markRenderFailed } from './page-cache.ts'

/**
 * Streams a React element as an HTML page. A failure before the shell is ready becomes the
 * 500 error page; the visitor never sees the exception. A failure after it (a part left to the
 * browser) marks the page, so that the page cache does not keep it.
 */
export async function streamPage(element: ReactElement, status: number, locale: Locale): Promise<Response> {
  try {
    let page: Response | null = null
    let failed = false
    const stream = await renderToReadableStream(element, {
      onError(error) {
        console.error('render error', error)
        failed = true
        if (page) markRenderFailed(page)
      },
    })
    page = new Response(stream, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    if (failed) markRenderFailed(page)
    return page
  } catch {
    return errorPageResponse(locale)
  }
}

export function renderView(c: AppContext, locale: Locale, view: View, status: number): Promise<Response> {
  return streamPage(
    <App
      locale={locale}
      view={view}
      query={c.req.query()}
      today={todayFor(c.req.raw, c.var.now)}
      siteUrl={c.env.SITE_URL}
      supportEmail={c.env.SUPPORT_EMAIL}
      publisher={publisherFrom(c.env)}
      russianStorage={russianStorageFrom(c.env)}
      assets={assets}
    />,
    status,
    locale,
  )
}

/** The route of the table a path names, if any, in the language of its prefix. */
export function resolvePath(pathname: string): { locale: Locale; route: Route | null } {
  const { locale, rest } = splitLocalePath(pathname)
  return { locale, route: findRoute(rest.slice(1)) ?? null }
}

/** `/faq/` → `/faq`, and `//x//` → `/x`: one canonical form, never an off-site redirect. */
function canonicalPath(pathname: string): string {
  return `/${pathname.replace(/^\/+|\/+$/g, '')}`
}

/**
 * A GET of a page: a route of the table in its language, or the 404 page. A route without a
 * query is the same for everyone and comes from the page cache (worker/pages/page-cache.ts); every
 * other answer is rendered for this request and marked `X-Page-Cache: bypass`.
 */
export async function pageHandler(c: AppContext): Promise<Response> {
  const url = new URL(c.req.url)
  const canonical = canonicalPath(url.pathname)
  if (canonical !== url.pathname) {
    const moved = c.redirect(`${canonical}${url.search}`, 301)
    // A query is health data (below), and a 301 is kept by caches unless told otherwise.
    return bypassed(url.search === '' ? moved : privateResponse(moved, 'no-referrer'))
  }
  const { locale, route } = resolvePath(url.pathname)
  if (!route) return bypassed(await renderView(c, locale, { kind: 'notFound' }, 404))
  if (route.id === 'legalNotice') {
    const publisher = publisherFrom(c.env)
    if (!publisher.ok) {
      // The operator's to fix (README, configuration): the page says it cannot be shown, never
      // a field without its value, and a 503 is not cached (decision 054).
      console.error(`legal notice: ${publisher.missing.join(', ')} empty, so the page answers 503`)
      return bypassed(await renderView(c, locale, { kind: 'route', route }, 503))
    }
  }
  const render = () => renderView(c, locale, { kind: 'route', route }, 200)
  if (url.search === '') return cachedPage(c, render)
  if (route.id === 'myCycles') {
    // The no-JavaScript forms' answers: a date added, a row's period deleted or left out.
    const today = todayFor(c.req.raw, c.var.now)
    const location = url.searchParams.has('add')
      ? addedPeriodLocation(url, today)
      : url.searchParams.has('remove') || url.searchParams.has('toggle')
        ? changedPeriodLocation(url, today)
        : null
    if (location) return bypassed(privateResponse(c.redirect(location, 303), 'no-referrer'))
  }
  // A query is a calculator's input (a last period, a conception date): health data in the URL.
  // Any query, junk or tracking parameters too, renders afresh and is never stored.
  // My cycles has only GET forms, so its dates need not reach even this site as a referrer.
  return bypassed(privateResponse(await render(), route.id === 'myCycles' ? 'no-referrer' : 'same-origin'))
}
