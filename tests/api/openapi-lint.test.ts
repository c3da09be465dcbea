/**
 * Spectral (`spectral:oas`) and Redocly (`recommended`) over the served `/openapi.json`, with the
 * project's configs (.spectral.yaml, redocly.yaml): no error, and no warning but the ones
 * justified in docs/api-conventions.md ("Lint of the document"), listed here by rule.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../helpers/app.js'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

/** Rule ids whose findings docs/api-conventions.md justifies. */
const JUSTIFIED = new Set(['info-contact', 'info-license'])

let dir: string
let file: string
beforeAll(async () => {
  const t = await createTestApp({ empty: true })
  const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
  await t.close()
  dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'))
  file = path.join(dir, 'openapi.json')
  writeFileSync(file, JSON.stringify(doc))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A CLI that exits non-zero on findings: its JSON report is what counts. */
async function report(command: string, args: string[]): Promise<string> {
  try {
    return (await run(command, args, { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } })).stdout
  } catch (err) {
    const stdout = (err as { stdout?: string }).stdout
    if (stdout) return stdout
    throw err
  }
}

describe('lint of /openapi.json', () => {
  it('Spectral spectral:oas: no error, no unjustified warning', async () => {
    const out = path.join(dir, 'spectral.json')
    await report(bin('spectral'), ['lint', file, '--ruleset', '.spectral.yaml', '--format', 'json', '--output', out, '--quiet'])
    const findings = JSON.parse(readFileSync(out, 'utf8')) as Array<{ code: string; severity: number; message: string; path: string[] }>
    // Severity 0 is an error, 1 a warning; 2 and 3 (information, hint) are advice.
    const unjustified = findings.filter((f) => f.severity <= 1 && !(f.severity === 1 && JUSTIFIED.has(f.code)))
    expect(unjustified.map((f) => `${f.code} at ${f.path.join('.')}: ${f.message}`)).toEqual([])
  }, 60_000)

  it('Redocly recommended: no error, no unjustified warning', async () => {
    const stdout = await report(bin('redocly'), ['lint', file, '--config', 'redocly.yaml', '--format', 'json'])
    const { problems } = JSON.parse(stdout) as { problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }> }
    const unjustified = problems.filter((p) => p.severity === 'error' || !JUSTIFIED.has(p.ruleId))
    expect(unjustified.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual([])
  }, 60_000)
})
