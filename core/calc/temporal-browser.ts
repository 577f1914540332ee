import type { Temporal as TemporalNamespace } from 'temporal-polyfill'

// Chromium and Firefox ship Temporal; elsewhere the polyfill (about 19 KB gzip) loads here,
// and only here. `client/entry.ts` starts the same fetch beside the island's own code.
const native = (globalThis as { Temporal?: typeof TemporalNamespace }).Temporal

export const Temporal: typeof TemporalNamespace = native ?? (await import('temporal-polyfill')).Temporal
