import assets from 'virtual:client-assets'
import { type Context, Hono } from 'hono'
import { every } from 'hono/combine'
import type { LinkRefusal } from '../client/components/LinkResult.tsx'
import { locales, splitLocalePath } from '../core/i18n/locales.ts'
import { type Endpoint, localizedPath } from '../core/routes.ts'
import { api } from './api/index.ts'
import { fertilityCalendarHandler } from './files/calendar-ics.ts'
import { robotsTxt, sitemapXml } from './files/seo-files.ts'
import { webManifest } from './files/web-manifest.ts'
import { formPostHandler, formTooLarge } from './forms/form-post.ts'
import { confirmPage, confirmRefusal, confirmSubmit } from './links/confirm.ts'
import { LinkSecretMissing } from './links/signed-links.ts'
import { unsubscribeConfirm, unsubscribePage, unsubscribeRefusal } from './links/unsubscribe.ts'
import {
  dueDatePage,
  dueDateSubmit,
  stopWeeklyPage,
  stopWeeklySubmit,
  weeklyRefusal,
} from './links/weekly-pages.ts'
import { errorPageResponse } from './pages/error-page.ts'
import { islandMessagesHandler } from './pages/island-messages.ts'
import { pageHandler, renderView } from './pages/pages.tsx'
import { readClock, type WorkerEnv } from './request/clock.ts'
import { limitBody, sameOrigin } from './request/guards.ts'
import { localeFromPath } from './request/request-locale.ts'
import { baseSecurityHeaders, contentSecurityPolicy } from './request/security-headers.ts'
import { syncApp } from './sync/routes.ts'

const csp = contentSecurityPolicy([assets.loaderHash])

/**
 * An endpoint's path in each language, as static paths. A pattern in the first segment
 * (`/:lang{fr|…}`) beside static first segments is more than Hono's RegExpRouter takes, and sent
 * every request through its slower TrieRouter (issue 27's profile of a page's render).
 */
const inEveryLanguage = (endpoint: Endpoint) => locales.map((locale) => localizedPath(locale, endpoint))

type LinkRefusalPage = (
  step: LinkRefusal['step'],
  status: 403 | 413,
) => (c: Context<WorkerEnv>) => Promise<Response>

/** A link page's POST: from this site only, and at most 16 KB, each refusal said on that page. */
const linkPost = (refusal: LinkRefusalPage) =>
  every(sameOrigin(refusal('forbidden', 403)), limitBody(refusal('tooLarge', 413)))

export const app = new Hono<WorkerEnv>()
  .use(readClock)
  // Every answer gets its security headers here, after its handler: a page from the page cache
  // (worker/pages/page-cache.ts) too, which is stored without them.
  .use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      // A private page's stricter Referrer-Policy (private-headers.ts) is kept.
      if (name !== 'Referrer-Policy' || !c.res.headers.has(name)) c.res.headers.set(name, value)
    }
    c.res.headers.set('Content-Security-Policy', csp)
  })
  // Before the rest of /api, which refuses every method but POST.
  .route('/', syncApp)
  .route('/', api)
  .get('/robots.txt', (c) => c.text(robotsTxt(c.env.SITE_URL)))
  .get('/sitemap.xml', (c) =>
    c.body(sitemapXml(c.env.SITE_URL), 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
  )
  .get('/island-messages/:file', islandMessagesHandler)
  .on('GET', inEveryLanguage('manifest.webmanifest'), (c) =>
    c.body(JSON.stringify(webManifest(localeFromPath(c))), 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  )
  // The service worker's answer to a page it cannot give offline (scripts/service-worker.ts).
  .on('GET', inEveryLanguage('offline'), (c) => renderView(c, localeFromPath(c), { kind: 'offline' }, 200))
  .on('GET', inEveryLanguage('fertility-calendar.ics'), fertilityCalendarHandler)
  .on('GET', inEveryLanguage('unsubscribe'), unsubscribePage)
  // The one POST another site may send: RFC 8058's one-click unsubscribe, from the mail
  // provider's server. Every other POST is refused unless it comes from this site (sameOrigin).
  .on(
    'POST',
    inEveryLanguage('unsubscribe'),
    limitBody(unsubscribeRefusal('tooLarge', 413)),
    unsubscribeConfirm,
  )
  .on('GET', inEveryLanguage('confirm'), confirmPage)
  .on('POST', inEveryLanguage('confirm'), linkPost(confirmRefusal), confirmSubmit)
  .on('GET', inEveryLanguage('stop'), stopWeeklyPage)
  .on('POST', inEveryLanguage('stop'), linkPost(weeklyRefusal), stopWeeklySubmit)
  .on('GET', inEveryLanguage('due-date'), dueDatePage)
  .on('POST', inEveryLanguage('due-date'), linkPost(weeklyRefusal), dueDateSubmit)
  .get('*', pageHandler)
  .post('*', limitBody(formTooLarge), formPostHandler)

app.onError((error, c) => {
  const { locale } = splitLocalePath(new URL(c.req.url).pathname)
  if (error instanceof LinkSecretMissing) {
    // The operator's to fix (README, operator tasks); the visitor is told to come back later.
    console.error(error.message)
    return errorPageResponse(locale, 503)
  }
  console.error('unhandled error', error)
  return errorPageResponse(locale)
})
