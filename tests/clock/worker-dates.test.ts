/**
 * The Worker tier's date tests, as one file for `npm run test:clock` (decision 022): each instant
 * is a Vitest project of its own (vitest.config.ts), and one file per project loads the Worker
 * once instead of once per test file. Every test here derives its dates from `TEST_NOW`.
 */
import '../worker/api.test.ts'
import '../worker/calculators.test.ts'
import '../worker/cycle-warnings.test.ts'
import '../worker/mail.test.ts'
import '../worker/owner.test.ts'
import '../worker/store.test.ts'
import '../worker/weekly.test.ts'
