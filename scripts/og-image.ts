/**
 * Renders public/og-image.png, the 1200×630 social preview, from the SVG below in Chromium.
 * Run `node scripts/og-image.ts` after changing the design; the PNG is committed.
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const WIDTH = 1200
const HEIGHT = 630

const petals =
  'M16 6c3 3 3 6 0 9-3-3-3-6 0-9Zm0 20c-3-3-3-6 0-9 3 3 3 6 0 9ZM6 16c3-3 6-3 9 0-3 3-6 3-9 0Zm20 0c-3 3-6 3-9 0 3-3 6-3 9 0Z'

const days = Array.from({ length: 28 }, (_, i) => {
  const x = 640 + (i % 7) * 74
  const y = 190 + Math.floor(i / 7) * 74
  const fertile = i >= 10 && i <= 15
  const ovulation = i === 13
  const fill = ovulation ? '#b4436c' : fertile ? '#f3c3d3' : '#ffffff'
  const text = ovulation ? '#ffffff' : '#3b2238'
  return `<rect x="${x}" y="${y}" width="62" height="62" rx="14" fill="${fill}" stroke="#ecdfe4" stroke-width="2"/><text x="${x + 31}" y="${y + 40}" font-size="24" text-anchor="middle" fill="${text}">${i + 1}</text>`
}).join('')

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="system-ui, 'DejaVu Sans', sans-serif">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe6ec"/><stop offset="1" stop-color="#fffaf8"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <g transform="translate(70 70) scale(2.6)"><circle cx="16" cy="16" r="15" fill="#fbe6ec" stroke="#b4436c" stroke-width="1.5"/><path fill="#b4436c" d="${petals}"/></g>
  <text x="170" y="128" font-size="44" font-weight="700" fill="#3b2238">FertilityCalc</text>
  <text x="70" y="280" font-size="58" font-weight="800" fill="#3b2238">Know your</text>
  <text x="70" y="350" font-size="58" font-weight="800" fill="#b4436c">fertile window</text>
  <text x="70" y="430" font-size="28" fill="#5e5663">Free ovulation, pregnancy and</text>
  <text x="70" y="470" font-size="28" fill="#5e5663">due date calculators</text>
  <text x="70" y="560" font-size="24" fill="#96345a">English · Français · Русский · Español · Português</text>
  ${days}
</svg>`

const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
await page.setContent(`<html><body style="margin:0">${svg}</body></html>`)
await page.screenshot({ path: new URL('../public/og-image.png', import.meta.url).pathname })
await browser.close()
