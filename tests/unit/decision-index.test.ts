import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

/**
 * The decision records keep their index true (issue 61, item 5): each record has a status line with
 * the date it was accepted, each is listed in `docs/decisions/README.md`, and a record that says it
 * amends or supersedes another is named in that one's status.
 */
const folder = join(import.meta.dirname, '../../docs/decisions')
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name))
const text = (name: string) => readFileSync(join(folder, name), 'utf8')
/** The status paragraph under a record's title, as one line. */
const statusOf = (name: string) =>
  (
    text(name)
      .split('\n\n')
      .find((paragraph) => paragraph.startsWith('Status: ')) ?? ''
  ).replace(/\s*\n\s*/g, ' ')

it('every record has a status line with the date it was accepted', () => {
  expect(records.length).toBeGreaterThan(70)
  for (const name of records)
    expect(statusOf(name), name).toMatch(/^Status: (accepted|superseded)\b.*\d{4}-\d{2}-\d{2}/)
})

it('the index has a row for every record, linking it', () => {
  const rows = text('README.md').split('\n')
  for (const name of records)
    expect(
      rows.filter((row) => row.startsWith(`| ${name.slice(0, 3)} | [`) && row.includes(`](${name})`)),
      name,
    ).toHaveLength(1)
})

it('a record that amends or supersedes another is named in that one’s status', () => {
  for (const name of records) {
    const number = name.slice(0, 3)
    for (const [, earlier] of statusOf(name).matchAll(/(?:Amends|Supersedes)(?: decision)? (\d{3})/g)) {
      const target = records.find((other) => other.startsWith(`${earlier}-`))
      expect(target, `${name} names ${earlier}`).toBeDefined()
      expect(statusOf(target ?? ''), `${target} names ${number}`).toMatch(
        new RegExp(`(amended|superseded) by[^.]*\\b${number}\\b`, 'i'),
      )
    }
  }
})
