import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createElement as h, type ReactElement, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { withStringChunks } from '../../scripts/vite-react-string-chunks.ts'

const require = createRequire(import.meta.url)
// The package exports only its entries; its builds are found beside its package.json.
const edgePath = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-server.edge.production.js',
)
const original = readFileSync(edgePath, 'utf8')

type RenderToReadableStream = (element: ReactElement) => Promise<ReadableStream<Uint8Array>>

/** The plugin's rewrite of React's edge build. */
function transformed(code: string): string {
  const patched = withStringChunks(code, edgePath)
  if (patched === undefined) throw new Error('not transformed')
  return patched
}

/** Evaluates a CommonJS build of React DOM's server, as the worker's bundle would load it. */
function load(code: string): RenderToReadableStream {
  const module = { exports: {} as { renderToReadableStream: RenderToReadableStream } }
  new Function('module', 'exports', 'require', code)(module, module.exports, require)
  return module.exports.renderToReadableStream
}

/** Every chunk the stream sends, as bytes, and how many chunks it took. */
async function written(render: RenderToReadableStream, element: ReactElement) {
  const chunks: Uint8Array[] = []
  const reader = (await render(element)).getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value)
  return { bytes: Buffer.concat(chunks), chunks: chunks.length }
}

/** A page of the kind the site renders: attributes, escaped text, two-byte and four-byte letters. */
function page(rows: number): ReactElement {
  return h(
    'html',
    { lang: 'ru' },
    h('head', null, h('title', null, 'Овуляция & <цикл> 🌙')),
    h(
      'body',
      null,
      h('p', { className: 'hint', 'data-x': '"quoted"' }, 'Первый день последних месячных'),
      h(
        'table',
        null,
        h(
          'tbody',
          null,
          Array.from({ length: rows }, (_, i) =>
            h(
              'tr',
              { key: i },
              h('td', { className: i % 3 ? undefined : 'fertile-day', title: `День ${i}` }, i, ' 🌱'),
            ),
          ),
        ),
      ),
      h(Suspense, { fallback: h('p', null, '…') }, h('p', null, 'готово')),
    ),
  )
}

describe("React's server stream, written as strings", () => {
  const patched = load(transformed(original))
  const stock = load(original)

  it.each([0, 1, 40, 2_000])('writes the same bytes as React does, with %i rows', async (rows) => {
    const ours = await written(patched, page(rows))
    const reacts = await written(stock, page(rows))
    expect(ours.bytes.equals(reacts.bytes)).toBe(true)
    expect(new TextDecoder().decode(ours.bytes)).toContain('Овуляция &amp; &lt;цикл&gt; 🌙')
  })

  it('sends a long page in chunks of about 4 KB, not one per piece', async () => {
    const { bytes, chunks } = await written(patched, page(2_000))
    expect(chunks).toBeGreaterThan(bytes.length / 16_384)
    expect(chunks).toBeLessThan(bytes.length / 4_096 + 4)
  })

  it('leaves every other module alone', () => {
    expect(withStringChunks(original, '/x/react-dom-server.browser.production.js')).toBeUndefined()
  })

  it('fails the build when a React release reshapes what it rewrites', () => {
    expect(() => transformed(original.replace('function stringToChunk(', 'function toChunk('))).toThrow(
      /no function stringToChunk/,
    )
    expect(() => transformed(original.replace('segment[i].byteLength', 'segment[i].size'))).toThrow(
      /segment size line/,
    )
  })
})
