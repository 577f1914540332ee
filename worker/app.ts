import assets from 'virtual:client-assets'
import { Hono } from 'hono'
import { splitLocalePath } from '../client/i18n/locales.ts'
import { limitBody } from './api/guards.ts'
import { api } from './api/index.ts'
import { fertilityCalendarHandler } from './calendar-ics.ts'
import { confirmPage, confirmSubmit, confirmTooLarge } from './confirm.ts'
import { errorPageResponse } from './error-page.ts'
import { formPostHandler, formTooLarge } from './form-post.ts'
import { pageHandler } from './pages.tsx'
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers.ts'
import { robotsTxt, sitemapXml } from './seo-files.ts'
import { unsubscribeConfirm, unsubscribePage, unsubscribeTooLarge } from './unsubscribe.ts'
import { dueDatePage, dueDateSubmit, stopWeeklyPage, weeklyTooLarge } from './weekly-pages.ts'

const csp = contentSecurityPolicy([assets.loaderHash])

export const app = new Hono<{ Bindings: Cloudflare.Env }>()
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
  .get('/fertility-calendar.ics', fertilityCalendarHandler)
  .get('/:lang{fr|ru|es|pt}/fertility-calendar.ics', fertilityCalendarHandler)
  .get('/unsubscribe', unsubscribePage)
  .get('/:lang{fr|ru|es|pt}/unsubscribe', unsubscribePage)
  .post('/unsubscribe', limitBody(unsubscribeTooLarge), unsubscribeConfirm)
  .post('/:lang{fr|ru|es|pt}/unsubscribe', limitBody(unsubscribeTooLarge), unsubscribeConfirm)
  .get('/confirm', confirmPage)
  .get('/:lang{fr|ru|es|pt}/confirm', confirmPage)
  .post('/confirm', limitBody(confirmTooLarge), confirmSubmit)
  .post('/:lang{fr|ru|es|pt}/confirm', limitBody(confirmTooLarge), confirmSubmit)
  .on(['GET', 'POST'], ['/stop', '/:lang{fr|ru|es|pt}/stop'], limitBody(weeklyTooLarge), stopWeeklyPage)
  .get('/due-date', dueDatePage)
  .get('/:lang{fr|ru|es|pt}/due-date', dueDatePage)
  .post('/due-date', limitBody(weeklyTooLarge), dueDateSubmit)
  .post('/:lang{fr|ru|es|pt}/due-date', limitBody(weeklyTooLarge), dueDateSubmit)
  .get('*', pageHandler)
  .post('*', limitBody(formTooLarge), formPostHandler)

app.onError((error, c) => {
  console.error('unhandled error', error)
  return errorPageResponse(splitLocalePath(new URL(c.req.url).pathname).locale)
})
