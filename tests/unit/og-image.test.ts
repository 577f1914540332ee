import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OG_IMAGE } from '../../client/seo.server.ts'

describe('the social preview image', () => {
  it('is a real 1200×630 PNG in public/', () => {
    const png = readFileSync(new URL(`../../public${OG_IMAGE.path}`, import.meta.url))
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR')
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
    expect(OG_IMAGE).toMatchObject({ width: 1200, height: 630 })
  })
})
