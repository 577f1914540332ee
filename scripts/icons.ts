/**
 * Renders the app icons in public/ from the favicon's design, in Chromium (as scripts/og-image.ts):
 * the manifest's 192 and 512 px icons, a maskable 512 px one (the mark inside the central 80%
 * that every platform's mask keeps), the 180 px `apple-touch-icon` (opaque: iOS fills
 * transparency with black) and `favicon.ico` (16, 32 and 48 px PNGs in one ICO file, for the
 * browsers and feed readers that still ask for it). Run `node scripts/icons.ts` after changing
 * public/favicon.svg; the files are committed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

const publicDir = new URL('../public/', import.meta.url)
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8')
const BACKGROUND = '#fbe6ec'

/** The favicon's mark at `size` px, scaled to `scale` of it, on a full square of colour or on nothing. */
const artwork = (size: number, scale: number, background: string | null) => {
  const mark = favicon
    .replace(/<title>.*?<\/title>/, '')
    .replace('<svg ', `<svg width="${size * scale}" height="${size * scale}" `)
  const fill = background ?? 'transparent'
  return `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill}">${mark}</div>`
}

const icons: { file: string; size: number; scale: number; background: string | null }[] = [
  { file: 'icons/icon-192.png', size: 192, scale: 1, background: null },
  { file: 'icons/icon-512.png', size: 512, scale: 1, background: null },
  { file: 'icons/icon-maskable-512.png', size: 512, scale: 0.7, background: BACKGROUND },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.8, background: BACKGROUND },
]
const icoSizes = [16, 32, 48]

const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })

async function render(size: number, scale: number, background: string | null): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${artwork(size, scale, background)}</body></html>`,
  )
  const png = await page.screenshot({ omitBackground: background === null })
  await page.close()
  return png
}

mkdirSync(new URL('icons/', publicDir), { recursive: true })
for (const { file, size, scale, background } of icons) {
  writeFileSync(new URL(file, publicDir), await render(size, scale, background))
}

// An ICO of PNG images (Windows Vista onwards, and every browser): a 6-byte header, a 16-byte
// entry per image, then the images.
const pngs = await Promise.all(icoSizes.map((size) => render(size, 1, null)))
const header = Buffer.alloc(6 + 16 * pngs.length)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(pngs.length, 4)
let offset = header.length
pngs.forEach((png, i) => {
  const size = icoSizes[i] ?? 0
  const entry = 6 + 16 * i
  header.writeUInt8(size, entry)
  header.writeUInt8(size, entry + 1)
  header.writeUInt16LE(1, entry + 4)
  header.writeUInt16LE(32, entry + 6)
  header.writeUInt32LE(png.length, entry + 8)
  header.writeUInt32LE(offset, entry + 12)
  offset += png.length
})
writeFileSync(new URL('favicon.ico', publicDir), Buffer.concat([header, ...pngs]))
await browser.close()
