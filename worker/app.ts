import assets from 'virtual:client-assets'
import { Hono } from 'hono'
import { prefixedLocalesPattern, splitLocalePath } from '../client/i18n/locales.ts'
import type { Endpoint } from '../client/routes.ts'
import { limitBody } from './api/guards.ts'
import { api } from './api/index.ts'
import { fertilityCalendarHandler } from './calendar-ics.ts'
import { readClock, type WorkerEnv } from './clock.ts'
import { confirmPage, confirmSubmit, confirmTooLarge } from './confirm.ts'
import { errorPageResponse } from './error-page.ts'
import { formPostHandler, formTooLarge } from './form-post.ts'
import { pageHandler } from './pages.tsx'
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers.ts'
import { robotsTxt, sitemapXml } from './seo-files.ts'
import { unsubscribeConfirm, unsubscribePage, unsubscribeTooLarge } from './unsubscribe.ts'
import { dueDatePage, dueDateSubmit, stopWeeklyPage, weeklyTooLarge } from './weekly-pages.ts'

const csp = contentSecurityPolicy([assets.loaderHash])

/** An endpoint's path in English and under each language prefix (the pattern comes from locales.ts). */
const inEveryLanguage = (endpoint: Endpoint) => [
  `/${endpoint}`,
  `/:lang{${prefixedLocalesPattern}}/${endpoint}`,
]

export const app = new Hono<WorkerEnv>()
  .use(readClock)
  .use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.res.headers.set(name, value)
    c.res.headers.set('Content-Security-Policy', csp)
  })
  .route('/', api)
  .get('/robots.txt', (c) => c.text(robotsTxt(c.env.SITE_URL)))
  .get('/sitemap.xml', (c) =>
    c.body(sitemapXml(c.env.SITE_URL), 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
  )
  .on('GET', inEveryLanguage('fertility-calendar.ics'), fertilityCalendarHandler)
  .on('GET', inEveryLanguage('unsubscribe'), unsubscribePage)
  .on('POST', inEveryLanguage('unsubscribe'), limitBody(unsubscribeTooLarge), unsubscribeConfirm)
  .on('GET', inEveryLanguage('confirm'), confirmPage)
  .on('POST', inEveryLanguage('confirm'), limitBody(confirmTooLarge), confirmSubmit)
  .on(['GET', 'POST'], inEveryLanguage('stop'), limitBody(weeklyTooLarge), stopWeeklyPage)
  .on('GET', inEveryLanguage('due-date'), dueDatePage)
  .on('POST', inEveryLanguage('due-date'), limitBody(weeklyTooLarge), dueDateSubmit)
  .get('*', pageHandler)
  .post('*', limitBody(formTooLarge), formPostHandler)

app.onError((error, c) => {
  console.error('unhandled error', error)
  return errorPageResponse(splitLocalePath(new URL(c.req.url).pathname).locale)
})
