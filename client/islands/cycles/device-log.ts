import { fromPromise } from 'xstate'
import { dripCsvText } from '../../../core/calc/body-signs/drip-csv.ts'
import { cycleFileName, cycleFileText } from '../../../core/calc/cycle-file.ts'
import { cycleStats, sortedPeriods } from '../../../core/calc/cycle-log.ts'
import { TYPED_CYCLE_LENGTH } from '../../../core/calc/ovulation.ts'
import { dateProblem } from '../../../core/calc/validate.ts'
import type { CalculatorValues } from '../../machines/calculatorMachine.ts'
import { cycleLogMachine, loggedPeriods } from '../../machines/cycleLogMachine.ts'
import { daySignsMachine } from '../../machines/daySignsMachine.ts'
import { myCyclesMachine } from '../../machines/myCyclesMachine.ts'
import {
  erasePeriods,
  loadDays,
  loadPeriods,
  loadReadingHabit,
  loadResumedFor,
  requestPersistence,
  saveDay,
  savePeriods,
  saveReadingHabit,
  saveResumedFor,
} from './cycle-store.ts'

/**
 * The log on this device, for the pages that use it: My cycles, and the calculator's "Save" and
 * pre-fill. One module, so that its code (the store, the machine, the statistics) loads as one file
 * and only where a log is used, never with every island.
 */

/** The log machine with the device's storage (IndexedDB through idb). */
export const deviceLogMachine = cycleLogMachine.provide({
  actors: {
    load: fromPromise(() => loadPeriods()),
    save: fromPromise(({ input }) => savePeriods(input)),
    persist: fromPromise(() => requestPersistence()),
    erase: fromPromise(() => erasePeriods()),
  },
  actions: {
    // The days are read from the store as the file is made: the log machine keeps the periods only.
    // If they cannot be read, no file without them is made: the visitor is told, in "Your data".
    download: ({ self }, { periods, today, as }) =>
      void loadDays().then(
        (days) =>
          as === 'drip'
            ? downloadFile(dripFileName(today), dripCsvText(periods, days), 'text/csv')
            : downloadFile(cycleFileName(today), cycleFileText(periods, days, today), 'application/json'),
        () => self.send({ type: 'log.exportFailed' }),
      ),
  },
})

/** The day-signs machine with the same device storage: the days sit beside the periods (version 2). */
export const deviceSignsMachine = daySignsMachine.provide({
  actors: {
    load: fromPromise(() => loadDays()),
    save: fromPromise(({ input }) => saveDay(input)),
  },
})

/** My cycles' owner with its parts on the device: the log, the days and the settings. */
export const deviceCyclesMachine = myCyclesMachine.provide({
  actors: {
    log: deviceLogMachine,
    signs: deviceSignsMachine,
    habit: fromPromise(() => loadReadingHabit()),
    resumedFor: fromPromise(() => loadResumedFor()),
  },
  actions: {
    // Not kept (storage refused): the next day's form starts as before, nothing else is lost.
    keepHabit: (_, habit) => void saveReadingHabit(habit).catch(() => {}),
    // Not kept (storage refused): resumed for this visit only, as the page can do no more.
    keepResumed: (_, testedOn) => void saveResumedFor(testedOn).catch(() => {}),
  },
})

/** drip's CSV beside ours, e.g. `my-cycles-2026-11-25-drip.csv`. */
const dripFileName = (exportedOn: string) => `my-cycles-${exportedOn}-drip.csv`

/** Hands a file to the browser's downloads, made in the page: nothing is sent anywhere. */
function downloadFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  // Released a minute later, not at once: some browsers start reading the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * What the home calculator can fill in from the log (docs/product.md §2.5): the last logged period,
 * if the calculator would take it, and the average cycle once there are statistics.
 */
export async function logPrefill(today: string): Promise<CalculatorValues> {
  const periods = sortedPeriods(loggedPeriods(await loadPeriods()))
  const values: CalculatorValues = {}
  const last = periods.at(-1)?.start.toString()
  if (last && dateProblem(last, today, 'calc.lastPeriodHint', 'cycle') === null) values.lmp = last
  const mean = cycleStats(periods)?.mean
  if (mean !== undefined) {
    const { min, max } = TYPED_CYCLE_LENGTH
    values.cycle = String(Math.min(max, Math.max(min, Math.round(mean))))
  }
  return values
}
