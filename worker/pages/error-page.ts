import assets from 'virtual:client-assets'
import { messageFormatter } from '../../client/i18n/format-message.server.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { type Locale, languageTags } from '../../core/i18n/locales.ts'
import { localizedPath } from '../../core/routes.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STATUS = {
  500: { statusText: 'error.internal', text: 'error.text' },
  503: { statusText: 'error.unavailable', text: 'errors.unavailable' },
} as const

/**
 * The 'Unexpected Application Error' page. Built as a plain string so it cannot fail the way
 * the React render it replaces did; it shows the status, never the exception. 503 is for a
 * Worker that cannot serve the request as configured (no `LINK_SECRET`).
 */
export function errorPageResponse(locale: Locale, status: keyof typeof STATUS = 500): Response {
  const t = messagesFor(locale)
  const heading = escapeHtml(t['error.title'])
  const statusLine = escapeHtml(
    messageFormatter(locale)('error.status', { status, statusText: t[STATUS[status].statusText] }),
  )
  const css = assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')
  const html = `<!DOCTYPE html><html lang="${languageTags[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading}</title>${css}</head><body><main id="main" class="container page error-page"><h1>${heading}</h1><p class="error-status">${statusLine}</p><p>${escapeHtml(t[STATUS[status].text])}</p><p>${escapeHtml(t['error.support'])}</p><p><a class="button" href="${localizedPath(locale, '')}">${escapeHtml(t['error.home'])}</a></p></main></body></html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
