import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PUBLISHER_VARS, REQUIRED_FIELDS } from '../../core/legal-notice.ts'
import { missingForDeploy } from '../../scripts/deploy-check.ts'

const shipped = readFileSync('wrangler.toml', 'utf8')
const required = REQUIRED_FIELDS.map((field) => PUBLISHER_VARS[field])
const filled = {
  PUBLISHER_NAME: 'Example Publisher',
  PUBLISHER_ADDRESS: '1 Example Street\n00000 Example Town',
  PUBLISHER_EMAIL: 'publisher@example.com',
  PUBLISHER_PHONE: '+1 555 0100',
  PUBLICATION_DIRECTOR: 'Example Director',
}
const deployCheck = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/deploy-check.ts', ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  })

describe('no deploy without a publisher (issue 59, item 3)', () => {
  it('the shipped wrangler.toml names no publisher: every required value is missing', () => {
    expect(missingForDeploy(shipped, {})).toEqual(required)
  })

  it('values in [vars] or in the environment pass; blank ones do not; the registration stays optional', () => {
    const toml = `[vars]\n${Object.entries(filled)
      .map(([name, value]) => `${name} = ${JSON.stringify(value)}`)
      .join('\n')}\nPUBLISHER_REGISTRATION = ""\n`
    expect(missingForDeploy(toml, {})).toEqual([])
    expect(missingForDeploy(shipped, filled)).toEqual([])
    expect(missingForDeploy(shipped, { ...filled, PUBLISHER_PHONE: '   ' })).toEqual(['PUBLISHER_PHONE'])
  })

  it('the script refuses a deploy, naming each empty value, and lets a configured one through', () => {
    const refused = deployCheck({})
    expect(refused.status).toBe(1)
    for (const name of required) expect(refused.stderr).toContain(name)
    expect(deployCheck(filled).status).toBe(0)
  })

  it('npm start only warns: a local server works without a publisher', () => {
    const warned = deployCheck({}, '--warn')
    expect(warned.status).toBe(0)
    expect(warned.stderr).toContain('PUBLICATION_DIRECTOR')
  })
})
