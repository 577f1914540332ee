import { Temporal } from 'temporal-polyfill/implementation'

// The Worker always uses the polyfill (workerd's own Temporal is behind a flag, and a
// deployed one was seen returning epoch 0 from Temporal.Now); shared code reads the global.
Object.assign(globalThis, { Temporal })
