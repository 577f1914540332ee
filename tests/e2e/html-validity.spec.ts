import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from './fixtures.ts'
import { sweepPages } from './sweep-pages.ts'

/** The W3C Nu HTML Checker's jar, from the `vnu-jar` package. */
const vnuJar: string = createRequire(import.meta.url)('vnu-jar')

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  url: string
  message: string
  extract?: string
}

/**
 * What the checker gets wrong, each named for its cause. `pathLength` on `<circle>` is valid
 * SVG 2 (SVG 2, §9.2, "The pathLength attribute" applies to every basic shape), but the checker
 * still knows SVG 1.1, where only `<path>` has it; the progress rings draw their arcs with it.
 */
const CHECKER_KNOWS_SVG_11_ONLY = /^Attribute “pathLength” not allowed on element “circle” at this point\.$/
const checkerLimitations = [CHECKER_KNOWS_SVG_11_ONLY]

test('every page and every kind of result is valid HTML to the Nu HTML Checker', async ({
  request,
}, testInfo) => {
  test.setTimeout(240_000)
  const folder = testInfo.outputPath('pages')
  mkdirSync(folder, { recursive: true })
  const files: string[] = []
  for (const [i, page] of sweepPages.entries()) {
    // The HTML as the server sends it, which is what the checker reads and what runs without JavaScript.
    const response = await request.get(page.path)
    expect(response.status(), page.path).toBe(page.kind === 'not found' ? 404 : 200)
    const file = `${folder}/${String(i).padStart(3, '0')}-${page.locale}-${page.kind.replace(/\W+/g, '-')}.html`
    writeFileSync(file, await response.body())
    files.push(file)
  }
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  expect(run.error, 'Java runs the checker').toBeUndefined()
  const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] }
  const errors = messages
    .filter((message) => !checkerLimitations.some((limitation) => limitation.test(message.message)))
    .map((message) => `${message.url.replace(/^.*\//, '')}: ${message.message} ${message.extract ?? ''}`)
  expect(errors).toEqual([])
  expect(files).toHaveLength(sweepPages.length)
})
