import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'
import { locales } from '../core/i18n/locales.ts'
import { localizedPath } from '../core/routes.ts'

/** The service worker's source: Workbox's modules and our routes (decision 037). */
const SOURCE = fileURLToPath(new URL('../client/service-worker/sw.ts', import.meta.url))

/**
 * The service worker (issue 28, decisions 033 and 037), built once the client is: its source is
 * bundled by Vite, then Workbox's `injectManifest` writes the release's precache list into it.
 * `vite-plugin-pwa` stops the Worker's build beside the Cloudflare plugin
 * (../shared/STACK-NOTES.md); this is the same library without the plugin.
 */
export async function buildServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  // The bundle waits for its precache list outside the client's output, in a folder of this build's own.
  const bundleDir = mkdtempSync(join(tmpdir(), 'service-worker-'))
  try {
    return await bundleAndInject(clientDir, bundleDir)
  } finally {
    rmSync(bundleDir, { recursive: true, force: true })
  }
}

async function bundleAndInject(clientDir: string, bundleDir: string) {
  await build({
    configFile: false,
    logLevel: 'warn',
    // Workbox leaves out its development logging when this is "production".
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: SOURCE, formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
    },
  })
  const offlinePages = locales.map((locale) => localizedPath(locale, 'offline'))
  const { count, size, warnings } = await injectManifest({
    swSrc: join(bundleDir, 'sw.js'),
    swDest: join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: ['assets/*.{js,css}', 'favicon.{svg,ico}', 'icons/*.png', 'apple-touch-icon.png'],
    // Vite's hashed names already change with their content.
    dontCacheBustURLsMatching: /^assets\//,
    additionalManifestEntries: offlinePages.map((url) => ({ url, revision: releaseRevision(clientDir) })),
  })
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`)
  return { count, size }
}

/**
 * The offline pages' revision: they are rendered by the Worker, so they change with the release's
 * files and with the text of the messages, both hashed here.
 */
function releaseRevision(clientDir: string): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(join(clientDir, 'assets')).sort()) hash.update(file)
  const messagesDir = new URL('../core/i18n/messages/', import.meta.url)
  for (const file of readdirSync(messagesDir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    hash.update(readFileSync(new URL(file, messagesDir)))
  return hash.digest('hex').slice(0, 16)
}
