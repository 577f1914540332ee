import type { Plugin } from 'vite'

/** React DOM's server build that workerd loads (its package's `workerd` export condition). */
const EDGE_SERVER = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/

/** How much HTML is gathered before it is encoded and sent: React's own view size. */
const FLUSH_CHARS = 4096

/**
 * Each function of React's stream config the worker replaces, by name, with its new body. Every
 * chunk stays a string until a flush: `+=` of strings is a cheap rope in V8, and one
 * `TextEncoder.encode` per 4 KB replaces one per attribute, text and tag.
 */
const replacements: Record<string, string> = {
  writeChunk: `function writeChunk(destination, chunk) {
  pendingHtml += chunk;
  pendingHtml.length >= ${FLUSH_CHARS} &&
    (destination.enqueue(textEncoder.encode(pendingHtml)), (pendingHtml = ""));
}
var pendingHtml = "";
`,
  completeWriting: `function completeWriting(destination) {
  0 < pendingHtml.length &&
    (destination.enqueue(textEncoder.encode(pendingHtml)), (pendingHtml = ""));
}
`,
  stringToChunk: `function stringToChunk(content) {
  return content;
}
`,
  stringToPrecomputedChunk: `function stringToPrecomputedChunk(content) {
  return content;
}
`,
}

/**
 * React's edge build encodes every piece of a page (each tag, attribute and text) with a call of
 * its own to `TextEncoder.encode` while it renders, and copies the bytes into 4 KB views as it
 * writes. In workerd every such call crosses from JavaScript into C++ and allocates an
 * ArrayBuffer, several times slower than in Node (workerd#5317): most of an ovulation result's
 * render, about 1,100 elements, went there (decision 035).
 *
 * This keeps the pieces as strings, as React's Node build does, and encodes what a flush writes
 * once per 4 KB. What the stream sends is the same bytes in fewer, fuller chunks.
 *
 * It rewrites four small functions of React's stream config by name, and the one line that sums
 * a segment's size (now in UTF-16 units: only React's choice to inline a Suspense boundary reads
 * it, and no page suspends on the server). A React release that renames or reshapes any of them
 * fails the build here, never a page at run time.
 */
export function reactStringChunks(): Plugin {
  return {
    name: 'react-string-chunks',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name !== 'client',
    transform(code, id) {
      const patched = withStringChunks(code, id)
      return patched === undefined ? undefined : { code: patched, map: null }
    },
  }
}

/** React's edge server build rewritten to write strings; any other module: `undefined`. */
export function withStringChunks(code: string, id: string): string | undefined {
  if (!EDGE_SERVER.test(id)) return undefined
  let patched = code
  for (const [name, body] of Object.entries(replacements)) {
    const start = patched.search(new RegExp(`^function ${name}\\(`, 'm'))
    const end = start < 0 ? -1 : patched.indexOf('\n}\n', start)
    if (start < 0 || end < 0) throw new Error(`react-string-chunks: no function ${name} in ${id}`)
    patched = `${patched.slice(0, start)}${body}${patched.slice(end + 3)}`
  }
  const sizeLine = 'segmentByteSize += segment[i].byteLength;'
  if (patched.split(sizeLine).length !== 2)
    throw new Error(`react-string-chunks: the segment size line is not in ${id} once`)
  return patched.replace(sizeLine, 'segmentByteSize += segment[i].length;')
}
