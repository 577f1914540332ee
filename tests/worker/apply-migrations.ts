import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

// Idempotent: every test file starts from the schema in migrations/.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
