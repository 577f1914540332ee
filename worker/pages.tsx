import assets from 'virtual:client-assets'
import type { Context } from 'hono'
import type { ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { App } from '../client/app.tsx'
import { type Locale, splitLocalePath } from '../client/i18n/locales.ts'
import { findRoute } from '../client/routes.ts'
import { errorPageResponse } from './error-page.ts'
import { todayFor } from './today.ts'

/**
 * Streams a React element as an HTML page. A failure before the shell is ready becomes the
 * 500 error page; the visitor never sees the exception.
 */
export async function streamPage(element: ReactElement, status: number, locale: Locale): Promise<Response> {
  try {
    const stream = await renderToReadableStream(element, {
      onError(error) {
        console.error('render error', error)
      },
    })
    return new Response(stream, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  } catch {
    return errorPageResponse(locale)
  }
}

/** `/faq/` → `/faq`, and `//x//` → `/x`: one canonical form, never an off-site redirect. */
function canonicalPath(pathname: string): string {
  return `/${pathname.replace(/^\/+|\/+$/g, '')}`
}

/** Every GET that is not a static file or an API call: a page of the route table, or 404. */
export async function pageHandler(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url)
  const canonical = canonicalPath(url.pathname)
  if (canonical !== url.pathname) {
    return c.redirect(`${canonical}${url.search}`, 301)
  }
  const { locale, rest } = splitLocalePath(url.pathname)
  const route = findRoute(rest.slice(1)) ?? null
  return streamPage(
    <App
      locale={locale}
      route={route}
      today={todayFor(c.req.raw)}
      siteUrl={c.env.SITE_URL}
      supportEmail={c.env.SUPPORT_EMAIL}
      assets={assets}
    />,
    route ? 200 : 404,
    locale,
  )
}
