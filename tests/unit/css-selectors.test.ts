import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const stylesDir = join(import.meta.dirname, '../../client/styles')

/** The site's stylesheets, each with its comments taken out. */
function stylesheets(): { file: string; css: string }[] {
  return readdirSync(stylesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((file) => ({
      file,
      css: readFileSync(join(stylesDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
    }))
}

/** Every style rule's selector list, with the at-rules it sits in (`@media (hover: hover)`, …). */
function rulesWithin(): { file: string; prelude: string; within: string[] }[] {
  return stylesheets().flatMap(({ file, css }) => {
    const rules: { file: string; prelude: string; within: string[] }[] = []
    const open: string[] = []
    let start = 0
    for (let i = 0; i < css.length; i++) {
      const char = css[i]
      if (char === '{') {
        const prelude = css.slice(start, i).trim()
        if (!prelude.startsWith('@'))
          rules.push({ file, prelude, within: open.filter((p) => p.startsWith('@')) })
        open.push(prelude)
      } else if (char === '}') open.pop()
      if (char === '{' || char === '}' || char === ';') start = i + 1
    }
    return rules
  })
}

/** Every rule's selectors in the site's stylesheets, with the file each is in. */
function selectorLists(): { file: string; selectors: string[] }[] {
  return rulesWithin().map(({ file, prelude }) => ({ file, selectors: splitTopLevel(prelude) }))
}

/** Splits `a, b:is(c, d)` at its top-level commas: `a`, `b:is(c, d)`. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const char = list[i]
    if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim())
      start = i + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts
}

/** The compound a selector's element must match itself: its part after the last combinator. */
function lastCompound(selector: string): string {
  let depth = 0
  let start = 0
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i] ?? ''
    if (char === '(') depth++
    else if (char === ')') depth--
    else if (depth === 0 && /[\s>+~]/.test(char)) start = i + 1
  }
  return selector.slice(start)
}

/*
 * A browser sorts rules by the class, id or tag their last compound names, and tries on an element
 * only the rules that could match it. A rule whose last compound is an :is() or :where() is tried
 * on every element it restyles; with a :has() before it, each try looked through the page (issue
 * 27: a third of a recalculation's style work). The CSS minifier wraps any selector list that
 * holds a :has() in one :is(), so such a rule stands alone.
 */
describe('selectors a browser can sort', () => {
  const lists = selectorLists()

  it('reads the stylesheets', () => {
    expect(lists.length).toBeGreaterThan(100)
    expect(lists.some(({ selectors }) => selectors.some((s) => s.includes(':has(')))).toBe(true)
  })

  it('a rule with :has() has one selector, which the minifier keeps as it is', () => {
    const lumped = lists.filter(
      ({ selectors }) => selectors.length > 1 && selectors.some((selector) => selector.includes(':has(')),
    )
    expect(lumped).toEqual([])
  })

  it('no selector ends in :is() or :where()', () => {
    const unsorted = lists.flatMap(({ file, selectors }) =>
      selectors
        .filter((selector) => /^:(is|where)\(/.test(lastCompound(selector)))
        .map((s) => `${file}: ${s}`),
    )
    expect(unsorted).toEqual([])
  })
})

/*
 * A phone has no pointer that hovers, yet Chromium and Safari put :hover on whatever the finger
 * last touched: a hover colour stays on a tapped button, and a scroll under the finger restyles
 * what comes under it, in the frame of the press that scrolled (issue 27).
 */
describe('hover', () => {
  it('every :hover rule applies only where a pointer hovers', () => {
    const rules = rulesWithin().filter(({ prelude }) => prelude.includes(':hover'))
    expect(rules.length).toBeGreaterThan(5)
    const anywhere = rules
      .filter(({ within }) => !within.includes('@media (hover: hover)'))
      .map(({ file, prelude }) => `${file}: ${prelude}`)
    expect(anywhere).toEqual([])
  })
})
