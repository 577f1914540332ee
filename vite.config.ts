import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildServiceWorker } from './scripts/service-worker.ts'
import { browserIntlSubset } from './scripts/vite-browser-intl.ts'
import {
  CLIENT_ENTRY,
  CLIENT_OUT_DIR,
  CLIENT_STYLES,
  clientAssets,
  removeClientManifest,
} from './scripts/vite-client-assets.ts'
import { mdx } from './scripts/vite-mdx.ts'
import { noIcuParserInBrowser } from './scripts/vite-no-icu-parser.ts'
import { noPreloadHelper } from './scripts/vite-no-preload-helper.ts'
import { reactStringChunks } from './scripts/vite-react-string-chunks.ts'
import { serverOnly } from './scripts/vite-server-only.ts'

export default defineConfig({
  plugins: [
    serverOnly(),
    mdx(),
    clientAssets(),
    browserIntlSubset(),
    noIcuParserInBrowser(),
    noPreloadHelper(),
    reactStringChunks(),
    react(),
    cloudflare(),
  ],
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT_DIR,
        manifest: true,
        // The inline loader preloads an island's chunks itself, from the manifest, the moment it
        // is touched (see also scripts/vite-no-preload-helper.ts).
        modulePreload: false,
        rollupOptions: {
          input: [CLIENT_ENTRY, CLIENT_STYLES],
          output: {
            // An explicit compile hint: V8 compiles every function of a chunk on a background
            // thread while it streams in, instead of on the (slow) main thread at first call.
            // Every chunk loads on a touch, to hydrate what was touched, so nearly all of it runs.
            postBanner: '//# allFunctionsCalledOnLoad',
            // Every island needs React, react-intl and XState: one file compresses them
            // better than three and is fetched once, on the first touch. Hono's RPC client is
            // not among them: only a form's send needs it, and it loads with that send.
            codeSplitting: {
              groups: [
                {
                  name: 'runtime',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-intl|@formatjs|intl-messageformat|xstate|@xstate)[\\/]/,
                },
                // The site's own code that three islands or more need (links, forms, the date core, the
                // machines' helpers): one file. What fewer islands share follows the import graph, so
                // the quizzes or the timeline load only with the islands that show them. No file is
                // named here: a new island or a renamed file changes no rule.
                { name: 'shared', test: /[\\/](client|core)[\\/]/, minShareCount: 3 },
              ],
            },
          },
        },
      },
    },
  },
  build: { minify: true },
  builder: {
    // The worker links the client's hashed files, so the client is built first.
    async buildApp(builder) {
      const { client, ...others } = builder.environments
      if (!client) throw new Error('no client environment')
      await builder.build(client)
      const worker = await buildServiceWorker(CLIENT_OUT_DIR)
      builder.config.logger.info(
        `sw.js: ${worker.count} files precached, ${(worker.size / 1024).toFixed(1)} kB`,
      )
      for (const environment of Object.values(others)) await builder.build(environment)
      removeClientManifest(builder.config.root)
    },
  },
})
