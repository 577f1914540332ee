import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'

const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`))

/** The island's data block in a page: what the browser gets to hydrate it. */
async function islandMessages(path: string, island: string) {
  const html = await (await get(path)).text()
  const block = new RegExp(`data-island-data="${island}">(.*?)</script>`, 's').exec(html)?.[1]
  if (!block) throw new Error(`${island} has no data block on ${path}`)
  return Object.keys((JSON.parse(block) as { messages: Record<string, unknown> }).messages)
}

describe('messages an island shows only once pressed (contract.later)', () => {
  it('are not in the page, but at the address its lazily loaded parts fetch', async () => {
    const inPage = await islandMessages('/ru', 'OvulationCalculator')
    // The quick quiz's start is in the page; its questions, and Save's answers, are not.
    expect(inPage).toContain('quiz.inline.start')
    expect(inPage).not.toContain('quiz.inline.q1.text')
    expect(inPage).not.toContain('cycles.confirm.question')

    const res = await get('/island-messages/OvulationCalculator.ru.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400')
    const pack = (await res.json()) as Record<string, unknown>
    // Parsed on the server, like the page's, so the browser needs no ICU parser; packed, so a
    // piece of text is the text itself (client/i18n/packed-messages.ts).
    expect(pack['quiz.inline.q1.text']).toEqual([messagesFor('ru')['quiz.inline.q1.text']])
    expect(Object.keys(pack)).toContain('cycles.storage.unavailable')
    expect(Object.keys(pack)).toContain('quiz.ui.next')
  })

  it('an unknown island or language, or an island without any, is not found', async () => {
    for (const path of [
      '/island-messages/OvulationCalculator.xx.json',
      '/island-messages/NoSuchIsland.en.json',
      '/island-messages/MobileMenu.en.json',
      '/island-messages/OvulationCalculator.en',
      '/island-messages/..%2Fsecrets.en.json',
    ])
      expect((await get(path)).status, path).toBe(404)
  })
})
