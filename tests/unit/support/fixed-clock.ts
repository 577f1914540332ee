import { vi } from 'vitest'

// The Node tier's "now" is the run's instant (vitest.config.ts sets TEST_NOW): `Date` is faked,
// timers are not, so a test that waits still waits.
vi.setSystemTime(new Date(process.env.TEST_NOW ?? ''))
