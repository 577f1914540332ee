import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { ClientAssets } from '../client/client-assets.ts'
import { loaderScript } from '../client/islands/loader-script.server.ts'
import { staticHeadersFile } from '../worker/request/security-headers.ts'

const VIRTUAL_ID = 'virtual:client-assets'
const RESOLVED_ID = `\0${VIRTUAL_ID}`
export const CLIENT_ENTRY = 'client/entry.ts'
export const CLIENT_STYLES = 'client/styles.css'
export const CLIENT_OUT_DIR = 'dist/client'

type ManifestChunk = { file: string; imports?: string[] }

/** The hydration module every island needs: its chunk and what it imports load with the runtime. */
const HYDRATE_MODULE = 'client/islands/hydrate.tsx'
const ISLANDS_DIR = 'client/islands/'

/** A chunk's file and those of everything it imports, each once. */
function withImports(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((name) => withImports(manifest, name, seen))]
}

function assetsFor(
  entryUrl: string,
  css: string[],
  preload: string[] = [],
  islandChunks: Record<string, string[]> = {},
): Omit<ClientAssets, 'buildId'> {
  const script = loaderScript(entryUrl, preload)
  const loaderHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
  return { css, loaderScript: script, loaderHash, islandChunks }
}

function fromManifest(root: string): Omit<ClientAssets, 'buildId'> {
  const manifestPath = resolve(root, CLIENT_OUT_DIR, '.vite/manifest.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[CLIENT_ENTRY]
  const styles = manifest[CLIENT_STYLES]
  if (!entry || !styles) throw new Error(`client manifest lacks ${CLIENT_ENTRY} or ${CLIENT_STYLES}`)
  const shared = withImports(manifest, HYDRATE_MODULE)
  // An island's own chunk and what it imports beyond the shared runtime, keyed by island name.
  const islandChunks = Object.fromEntries(
    Object.keys(manifest)
      .filter((key) => key.startsWith(ISLANDS_DIR) && !key.slice(ISLANDS_DIR.length).includes('/'))
      .map((key) => [
        key.slice(ISLANDS_DIR.length).replace(/\.tsx$/, ''),
        withImports(manifest, key).filter((url) => !shared.includes(url)),
      ]),
  )
  return assetsFor(`/${entry.file}`, [`/${styles.file}`], shared, islandChunks)
}

/** Deletes the client manifest after the build: the worker has read it, the public must not. */
export function removeClientManifest(root: string): void {
  const dir = resolve(root, CLIENT_OUT_DIR, '.vite')
  if (existsSync(dir)) rmSync(dir, { recursive: true })
}

/**
 * `virtual:client-assets` gives the worker the hashed URLs of the client build (read from
 * its manifest, so the client must be built first) or the source paths under `vite dev`
 * and the tests. It also writes the `_headers` file of the static assets.
 *
 * Its `buildId` is a random UUID made when the module is generated: once per `vite build`, once
 * per test run. A hash of the build's output would be steadier, but the Worker's own code is
 * not known while this module is part of it; a deploy changes the version id anyway, and a
 * random id can only cost a re-render, never serve an old page. Under `vite dev` it is `null`:
 * the Worker's modules hot-reload under one id there, so the page cache stays off (decision 029).
 */
export function clientAssets(): Plugin {
  let root = process.cwd()
  let isBuild = false
  return {
    name: 'client-assets',
    configResolved(config) {
      root = config.root
      isBuild = config.command === 'build'
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const files = isBuild ? fromManifest(root) : assetsFor(`/${CLIENT_ENTRY}`, [`/${CLIENT_STYLES}`])
      const buildId = isBuild || process.env.VITEST ? randomUUID() : null
      const assets: ClientAssets = { ...files, buildId }
      return `export default ${JSON.stringify(assets)}`
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHeadersFile() })
    },
  }
}
