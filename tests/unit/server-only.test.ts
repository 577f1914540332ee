import { resolve } from 'node:path'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'
import { isServerOnly, serverOnly } from '../../scripts/vite-server-only.ts'

const root = resolve(import.meta.dirname, '../..')
const fixtures = resolve(import.meta.dirname, 'fixtures/server-only')

/** A browser build of one fixture entry, with the project's rule in place and nothing written. */
function browserBuild(entry: string) {
  return build({
    configFile: false,
    root: fixtures,
    logLevel: 'silent',
    plugins: [serverOnly()],
    build: { write: false, rollupOptions: { input: resolve(fixtures, entry) } },
  })
}

describe('server-only modules', () => {
  it('are named .server., or are MDX, or live in worker/ or db/', () => {
    expect(isServerOnly(resolve(root, 'client/app.server.tsx'), root)).toBe(true)
    expect(isServerOnly(resolve(root, 'client/content/legal.server.ts'), root)).toBe(true)
    expect(isServerOnly(resolve(root, 'client/content/articles/faq.fr.mdx'), root)).toBe(true)
    expect(isServerOnly(resolve(root, 'worker/api/schemas.ts'), root)).toBe(true)
    expect(isServerOnly(resolve(root, 'db/schema.ts'), root)).toBe(true)
    expect(isServerOnly(resolve(root, 'core/calc/ovulation.ts'), root)).toBe(false)
    expect(isServerOnly(resolve(root, 'client/islands/SignupForm.tsx'), root)).toBe(false)
    expect(isServerOnly(resolve(root, 'client/machines/signupMachine.ts'), root)).toBe(false)
    expect(isServerOnly(resolve(root, 'node_modules/hono/dist/index.js'), root)).toBe(false)
  })

  it('fail the browser build that imports one, naming both files', async () => {
    await expect(browserBuild('leaks.ts')).rejects.toThrow(
      /leaks\.ts imports secret\.server\.ts, which is server-only/,
    )
  })

  it('may still lend their types to browser code', async () => {
    await expect(browserBuild('types-only.ts')).resolves.toBeDefined()
  })
})
