import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { clientAssets } from './scripts/vite-client-assets.ts'
import { mdx } from './scripts/vite-mdx.ts'

export default defineConfig({
  test: {
    projects: [
      {
        // Pure code in Node: machines, route table, link helper, catalogues.
        plugins: [mdx(), react()],
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        // The Worker itself in workerd, with a real local D1 migrated from migrations/.
        plugins: [
          mdx(),
          clientAssets(),
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations('./migrations') } },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/worker/apply-migrations.ts'],
        },
      },
    ],
  },
})
