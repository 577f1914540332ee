import { readdirSync, readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  Decorations,
  decorationCounts,
  decorationGroupSizes,
} from '../../client/components/art/Decorations.tsx'
import { HeroArt, type HeroTheme } from '../../client/components/art/HeroArt.tsx'
import {
  type IllustrationSize,
  illustrationSizes,
  type Stage,
  StageIllustration,
} from '../../client/components/art/StageIllustration.tsx'
import { routes } from '../../core/routes.ts'

const articlesDir = new URL('../../public/images/articles/', import.meta.url)
const stages: Stage[] = ['embryo', 'fetus', 'baby', 'mother']
const sizes: IllustrationSize[] = ['sm', 'md', 'lg']
const themes: HeroTheme[] = ['fertility', 'pregnancy', 'baby']

const rootTag = (html: string) => html.match(/^<(?:svg|div)\b[^>]*>/)?.[0] ?? ''
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]

describe('Decorations', () => {
  for (const intensity of ['light', 'medium', 'strong'] as const) {
    const html = renderToStaticMarkup(<Decorations intensity={intensity} />)

    it(`${intensity}: renders ${decorationCounts[intensity]} items, each 16-31 px`, () => {
      const items = [...html.matchAll(/<svg class="decoration decoration--\w+"[^>]*>/g)].map((m) => m[0])
      expect(items).toHaveLength(decorationCounts[intensity])
      for (const item of items) {
        const size = Number(attr(item, 'width'))
        expect(size).toBeGreaterThanOrEqual(16)
        expect(size).toBeLessThanOrEqual(31)
        expect(attr(item, 'height')).toBe(String(size))
      }
    })

    it(`${intensity}: floats in groups of 3-5, hidden from assistive technology`, () => {
      // No inline style anywhere: the Content Security Policy would block it.
      expect(html).not.toContain('style=')
      const groups = html.split('<svg class="decoration-group"').slice(1)
      expect(groups.length).toBeGreaterThan(0)
      for (const group of groups) {
        const count = group.match(/class="decoration decoration--/g)?.length ?? 0
        expect(count).toBeGreaterThanOrEqual(3)
        expect(count).toBeLessThanOrEqual(5)
      }
      const wrapper = rootTag(html)
      expect(attr(wrapper, 'class')).toBe('decorations')
      expect(attr(wrapper, 'aria-hidden')).toBe('true')
    })

    it(`${intensity}: renders the same markup every time (server and client must agree)`, () => {
      expect(renderToStaticMarkup(<Decorations intensity={intensity} />)).toBe(html)
    })
  }

  it('splits any count from 3 to 30 into groups of 3-5', () => {
    for (let n = 3; n <= 30; n++) {
      const groups = decorationGroupSizes(n)
      expect(groups.reduce((a, b) => a + b, 0)).toBe(n)
      for (const g of groups) expect(g >= 3 && g <= 5).toBe(true)
    }
  })
})

describe('StageIllustration', () => {
  it('has the pixel size of its size name', () => {
    expect(illustrationSizes).toEqual({ sm: 64, md: 120, lg: 200 })
    for (const stage of stages) {
      for (const size of sizes) {
        const svg = rootTag(renderToStaticMarkup(<StageIllustration stage={stage} size={size} />))
        expect(attr(svg, 'width')).toBe(String(illustrationSizes[size]))
        expect(attr(svg, 'height')).toBe(String(illustrationSizes[size]))
      }
    }
  })

  it('with a title is an image named by its own <title>', () => {
    for (const stage of stages) {
      for (const size of sizes) {
        const html = renderToStaticMarkup(
          <StageIllustration stage={stage} size={size} title={`A ${stage}`} />,
        )
        const svg = rootTag(html)
        expect(attr(svg, 'role')).toBe('img')
        expect(attr(svg, 'aria-hidden')).toBeUndefined()
        const id = attr(svg, 'aria-labelledby')
        expect(id).toBeTruthy()
        expect(html).toContain(`<title id="${id}">A ${stage}</title>`)
      }
    }
  })

  it('gives two titled pictures on one page different title ids', () => {
    const html = renderToStaticMarkup(
      <>
        <StageIllustration stage="fetus" size="md" title="One" />
        <StageIllustration stage="fetus" size="md" title="Two" />
      </>,
    )
    const ids = [...html.matchAll(/<title id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
  })

  it('without a title is hidden and has no <title>', () => {
    for (const stage of stages) {
      const html = renderToStaticMarkup(<StageIllustration stage={stage} size="md" />)
      const svg = rootTag(html)
      expect(attr(svg, 'aria-hidden')).toBe('true')
      expect(attr(svg, 'role')).toBeUndefined()
      expect(html).not.toContain('<title')
    }
  })
})

describe('HeroArt', () => {
  for (const theme of themes) {
    it(`${theme} is decorative, 320 × 200 and small`, () => {
      const html = renderToStaticMarkup(<HeroArt theme={theme} />)
      const svg = rootTag(html)
      expect(attr(svg, 'aria-hidden')).toBe('true')
      expect(attr(svg, 'focusable')).toBe('false')
      expect(attr(svg, 'class')).toBe(`hero-art hero-art--${theme}`)
      expect(attr(svg, 'viewBox')).toBe('0 0 320 200')
      expect(attr(svg, 'width')).toBe('320')
      expect(attr(svg, 'height')).toBe('200')
      expect(html.length).toBeLessThan(2048)
    })
  }
})

/** Well-formedness without a DOM: every tag closes in order and there is one root. */
function xmlProblems(xml: string): string[] {
  const problems: string[] = []
  const stack: string[] = []
  let roots = 0
  const body = xml.replace(/<\?xml[^>]*\?>|<!--[\s\S]*?-->/g, '')
  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m
    if (closing) {
      if (stack.pop() !== name) problems.push(`unexpected </${name}>`)
    } else {
      if (stack.length === 0) roots++
      if (!selfClosing) stack.push(name!)
    }
  }
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`)
  if (roots !== 1) problems.push(`${roots} root elements`)
  // Anything tag-like the pattern above did not accept is malformed (e.g. an unquoted attribute).
  const tags = body.match(/<[^>]*>/g)?.length ?? 0
  const parsed = [...body.matchAll(/<\/?[A-Za-z][\w:.-]*(?:\s+[\w:.-]+="[^"<]*")*\s*\/?>/g)].length
  if (tags !== parsed) problems.push(`${tags - parsed} malformed tags`)
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(body)) problems.push('bare &')
  return problems
}

describe('article images', () => {
  const files = readdirSync(articlesDir).filter((f) => f.endsWith('.svg'))

  it('there are exactly the nine article images', () => {
    // The articles are the route table's, plus the twin calculator's article.
    const slugs = routes
      .filter((route) => route.group === 'articles' || route.id === 'twinsCalculator')
      .map((route) => route.slug)
    expect(files.sort()).toEqual(slugs.map((slug) => `${slug}.svg`).sort())
  })

  for (const file of files) {
    it(`${file} is well-formed 800 × 450 SVG with a title, under 4 KB`, () => {
      const xml = readFileSync(new URL(file, articlesDir), 'utf8')
      expect(xmlProblems(xml)).toEqual([])
      const root = xml.match(/^<svg\b[^>]*>/)?.[0] ?? ''
      expect(attr(root, 'xmlns')).toBe('http://www.w3.org/2000/svg')
      expect(attr(root, 'viewBox')).toBe('0 0 800 450')
      expect(attr(root, 'width')).toBe('800')
      expect(attr(root, 'height')).toBe('450')
      expect(xml).toMatch(/<title\b[^>]*>[^<]+<\/title>/)
      expect(xml).not.toMatch(/<text\b|<image\b|font-family/)
      expect(Buffer.byteLength(xml)).toBeLessThan(4096)
    })
  }
})

describe('art.css', () => {
  const css = readFileSync(new URL('../../client/styles/components/art.css', import.meta.url), 'utf8')

  it('turns every animation off for reduced motion', () => {
    const block = css.match(/@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{([\s\S]*?)\}\s*\}/)?.[1]
    expect(block).toBeDefined()
    expect(block).toMatch(/animation:\s*none/)
    const outside = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@media[^{]*\{[\s\S]*?\}\s*\}/g, '')
    const animated = [...outside.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
      .filter((m) => /\banimation:/.test(m[2]!))
      .flatMap((m) => m[1]!.split(',').map((sel) => sel.replace(/:nth-child\([^)]*\)/, '').trim()))
    expect(animated.length).toBeGreaterThan(0)
    for (const sel of animated) expect(block).toContain(sel)
  })

  it('keeps the decorations behind and out of the way of the content', () => {
    const rule = css.match(/\.decorations\s*\{([^}]*)\}/)?.[1] ?? ''
    expect(rule).toMatch(/position:\s*absolute/)
    expect(rule).toMatch(/inset:\s*0/)
    expect(rule).toMatch(/overflow:\s*hidden/)
    expect(rule).toMatch(/z-index:\s*0/)
    expect(rule).toMatch(/pointer-events:\s*none/)
  })
})
