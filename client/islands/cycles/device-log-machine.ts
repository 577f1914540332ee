import { fromPromise } from 'xstate'
import { cycleLogMachine } from '../../../machines/cycleLogMachine.ts'
import { loadPeriods, requestPersistence, savePeriods } from './cycle-store.ts'

/** The log machine with the device's storage (IndexedDB through idb): My cycles and the calculator's "Save". */
export const deviceLogMachine = cycleLogMachine.provide({
  actors: {
    load: fromPromise(() => loadPeriods()),
    save: fromPromise(({ input }) => savePeriods(input)),
    persist: fromPromise(() => requestPersistence()),
  },
})
