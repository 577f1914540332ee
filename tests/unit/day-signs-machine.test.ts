import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { type DayChange, daySignsMachine } from '../../client/machines/daySignsMachine.ts'
import { type DayDraft, draftOf, emptyDraft, readDraft } from '../../core/calc/body-signs/day-draft.ts'
import type { StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import { NOTE_MAX } from '../../core/calc/body-signs/stored-day.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { transitionTable } from './support/model.ts'

const today = '2026-11-25'
const todayDate = Temporal.PlainDate.from(today)
const pending = <T, I = unknown>() => fromPromise<T, I>(() => new Promise(() => {}))
const draft = (changes: Partial<DayDraft>): DayDraft => ({ ...emptyDraft('2026-11-20', 'C'), ...changes })

describe('readDraft: what the form sends, as a day to store or the reason it cannot be', () => {
  it('keeps a note, alone or with signs, and refuses one too long rather than cut it (issue 60, item 5)', () => {
    expect(readDraft(draft({ note: '  Cramps\r\nslept badly  ' }), todayDate)).toEqual({
      day: { date: '2026-11-20', note: 'Cramps\nslept badly' },
    })
    expect(readDraft(draft({ note: 'x'.repeat(NOTE_MAX + 1) }), todayDate)).toEqual({
      problem: 'signs.noteTooLong',
      field: 'note',
    })
    expect(readDraft(draft({ note: '   ' }), todayDate)).toEqual({ problem: 'signs.empty', field: 'signs' })
    // Back on the form as it was kept, and never carried to another date.
    expect(draftOf({ date: '2026-11-20', note: 'Cramps' }, 'C').note).toBe('Cramps')
  })

  it('keeps each sign the visitor gave, and nothing else', () => {
    expect(
      readDraft(
        draft({
          lh: 'positive',
          temperature: '36,55',
          time: '06:30',
          feeling: 'wet',
          appearance: 'eggWhite',
          sex: true,
          pregnancyTest: 'negative',
        }),
        todayDate,
      ),
    ).toEqual({
      day: {
        date: '2026-11-20',
        lh: 'positive',
        temperature: { hundredths: 3655, time: '06:30', disturbed: false },
        mucus: { feeling: 'wet', appearance: 'eggWhite' },
        sex: true,
        pregnancyTest: 'negative',
      },
    })
  })

  it('keeps several LH tests of a day with their times, the day’s result positive if one was (issue 60, item 5)', () => {
    const several = readDraft(
      draft({
        lh: 'negative',
        lhTime: '10:00',
        moreLh: [
          { time: '18:00', result: 'positive' },
          { time: '', result: '' }, // a row added and left empty: nothing
          { time: '14:00', result: 'negative' },
        ],
      }),
      todayDate,
    )
    expect(several).toEqual({
      day: {
        date: '2026-11-20',
        lh: 'positive',
        lhTests: [
          { result: 'negative', time: '10:00' },
          { result: 'negative', time: '14:00' },
          { result: 'positive', time: '18:00' },
        ],
      },
    })
    // Back on the form test by test, in order of time.
    const back = draftOf((several as { day: StoredDay }).day, 'C')
    expect([back.lh, back.lhTime, back.moreLh]).toEqual([
      'negative',
      '10:00',
      [
        { result: 'negative', time: '14:00' },
        { result: 'positive', time: '18:00' },
      ],
    ])
    // A time without a result, a time that is not one, a forged result or too many tests.
    expect(readDraft(draft({ lhTime: '10:00' }), todayDate)).toEqual({
      problem: 'signs.lhIncomplete',
      field: 'lh',
    })
    expect(readDraft(draft({ moreLh: [{ time: '9h', result: 'positive' }] }), todayDate)).toEqual({
      problem: 'signs.invalidTime',
      field: 'lh',
    })
    expect(readDraft(draft({ moreLh: [{ time: '', result: 'maybe' as 'positive' }] }), todayDate)).toEqual({
      problem: 'signs.unknownValue',
      field: 'signs',
    })
    const seven = Array.from({ length: 6 }, () => ({ time: '', result: 'negative' as const }))
    expect(readDraft(draft({ lh: 'negative', moreLh: seven }), todayDate)).toEqual({
      problem: 'signs.unknownValue',
      field: 'signs',
    })
    // One test with no time is the day's result alone, as a day logged before.
    expect(readDraft(draft({ lh: 'negative' }), todayDate)).toEqual({
      day: { date: '2026-11-20', lh: 'negative' },
    })
  })

  it('reads °F as hundredths of °C, and gives it back on the form in the unit read', () => {
    const read = readDraft(draft({ temperature: '97.70', unit: 'F' }), todayDate)
    expect(read).toEqual({ day: { date: '2026-11-20', temperature: { hundredths: 3650, disturbed: false } } })
    if (!('day' in read)) throw new Error('refused')
    expect(draftOf(read.day, 'F').temperature).toBe('97.70')
    expect(draftOf(read.day, 'C').temperature).toBe('36.50')
  })

  it.each([
    [{ date: '2026-11-26', lh: 'negative' }, 'signs.future', 'date'],
    [{ date: '2026-02-30', lh: 'negative' }, 'signs.invalidDate', 'date'],
    [{ temperature: '33.99' }, 'signs.temperatureTooLow', 'temperature'],
    [{ temperature: '42.01' }, 'signs.temperatureTooHigh', 'temperature'],
    [{ temperature: '107.7', unit: 'F' }, 'signs.temperatureTooHigh', 'temperature'],
    [{ temperature: '=1+1' }, 'signs.temperatureInvalid', 'temperature'],
    [{ temperature: '36.5.5' }, 'signs.temperatureInvalid', 'temperature'],
    [{ temperature: '36.55', time: '25:00' }, 'signs.invalidTime', 'time'],
    [{ feeling: 'moist' }, 'signs.mucusIncomplete', 'mucus'],
    [{ appearance: 'creamy' }, 'signs.mucusIncomplete', 'mucus'],
    [{}, 'signs.empty', 'signs'],
    [{ feeling: 'slippery' as never, appearance: 'creamy' }, 'signs.unknownValue', 'signs'],
    [{ lh: '<script>' as never }, 'signs.unknownValue', 'signs'],
  ] as const)('refuses %j with %s, beside its field', (changes, problem, field) => {
    expect(readDraft(draft(changes as Partial<DayDraft>), todayDate)).toEqual({ problem, field })
  })

  it('accepts the range’s own edges: 34.00 and 42.00 °C', () => {
    for (const temperature of ['34.00', '42,00'])
      expect(readDraft(draft({ temperature }), todayDate)).toHaveProperty('day')
  })
})

describe('daySignsMachine, model-based', () => {
  const machine = daySignsMachine.provide({
    actors: { load: pending<StoredDay[]>(), save: pending<StoredDay | null, DayChange>() },
  })
  const logged: StoredDay[] = [{ date: '2026-11-20', lh: 'negative' }]
  const events = [
    { type: 'xstate.done.actor.0.daySigns.loading', output: logged },
    { type: 'xstate.error.actor.0.daySigns.loading', error: new Error('denied') },
    { type: 'xstate.done.actor.0.daySigns.saving', output: logged[0] },
    { type: 'xstate.error.actor.0.daySigns.saving', error: new Error('quota') },
    { type: 'signs.save', draft: draft({ lh: 'positive' }) },
    { type: 'signs.save', draft: draft({ date: '2026-11-21', lh: 'positive' }) },
    { type: 'signs.save', draft: draft({ temperature: '45' }) },
    { type: 'signs.delete', date: '2026-11-20' },
    { type: 'signs.confirm' },
    { type: 'signs.cancel' },
    { type: 'signs.edit' },
    { type: 'signs.changed' },
    { type: 'signs.erased' },
    { type: 'signs.retry' },
  ]

  it('loads, saves or asks before replacing a day, and reloads when another tab changes the log', () => {
    expect(transitionTable(machine, events, { today })).toEqual([
      '(start)  →  loading',
      'confirming  —signs.cancel→  ready',
      'confirming  —signs.changed→  loading',
      'confirming  —signs.confirm→  saving',
      'confirming  —signs.erased→  ready',
      'loading  —xstate.done.actor.0.daySigns.loading→  ready',
      'loading  —xstate.error.actor.0.daySigns.loading→  unavailable',
      'ready  —signs.changed→  loading',
      'ready  —signs.delete→  saving',
      'ready  —signs.save→  confirming',
      'ready  —signs.save→  saving',
      'saving  —xstate.done.actor.0.daySigns.saving→  ready',
      'saving  —xstate.error.actor.0.daySigns.saving→  ready',
      'unavailable  —signs.retry→  loading',
    ])
  })
})

/** A storage in memory that records each change, as the real one (idb) would apply it. */
function memoryStorage(initial: StoredDay[], fail = false) {
  let days = [...initial]
  const changes: DayChange[] = []
  return {
    changes,
    actors: {
      load: fromPromise<StoredDay[]>(async () => days),
      save: fromPromise<StoredDay | null, DayChange>(async ({ input }) => {
        if (fail) throw new Error('QuotaExceededError')
        changes.push(input)
        const others = days.filter((day) => day.date !== (input.kind === 'put' ? input.day.date : input.date))
        days = input.kind === 'put' ? [...others, input.day] : others
        return input.kind === 'put' ? input.day : null
      }),
    },
  }
}

describe('daySignsMachine with a storage', () => {
  it('saves a day, confirms it, asks before replacing another day’s signs, and saves the same signs again without asking', async () => {
    const storage = memoryStorage([{ date: '2026-11-19', lh: 'negative' }])
    const actor = createActor(daySignsMachine.provide({ actors: storage.actors }), {
      input: { today },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'signs.save', draft: draft({ temperature: '36.55' }) })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.saved).toEqual({
      kind: 'put',
      day: { date: '2026-11-20', temperature: { hundredths: 3655, disturbed: false } },
    })
    // The form changes: the confirmation no longer describes it.
    actor.send({ type: 'signs.edit' })
    expect(actor.getSnapshot().context.saved).toBeNull()
    // Other signs for 19 November: a question, nothing written until "replace".
    actor.send({ type: 'signs.save', draft: draft({ date: '2026-11-19', lh: 'positive' }) })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'signs.cancel' })
    expect(storage.changes).toHaveLength(1)
    actor.send({ type: 'signs.save', draft: draft({ date: '2026-11-19', lh: 'positive' }) })
    actor.send({ type: 'signs.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.days).toEqual([
      { date: '2026-11-19', lh: 'positive' },
      { date: '2026-11-20', temperature: { hundredths: 3655, disturbed: false } },
    ])
    // The same signs again: nothing to ask, saved (and confirmed) as they are.
    actor.send({ type: 'signs.save', draft: draft({ date: '2026-11-19', lh: 'positive' }) })
    expect(actor.getSnapshot().value).toBe('saving')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.saved).toMatchObject({ kind: 'put' })
  })

  it('refuses a bad day before anything is written, and loses nothing when the save fails', async () => {
    const storage = memoryStorage([{ date: '2026-11-19', lh: 'negative' }], true)
    const actor = createActor(daySignsMachine.provide({ actors: storage.actors }), {
      input: { today },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'signs.save', draft: draft({ temperature: '3655' }) })
    expect(actor.getSnapshot().context).toMatchObject({
      problem: 'signs.temperatureInvalid',
      field: 'temperature',
    })
    actor.send({ type: 'signs.save', draft: draft({ lh: 'positive' }) })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context).toMatchObject({
      problem: 'signs.saveFailed',
      saved: null,
      days: [{ date: '2026-11-19', lh: 'negative' }],
    })
  })
})
