/** The security scan run by `npm test` catches an unsafe window and honours a justified suppression. */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { scan } from '../../../scripts/electronegativity.mjs'
import { tempFolder } from '../../helpers/temp-folder.js'

function project(mainSource: string): string {
  const root = tempFolder('desk-eng-')
  for (const folder of ['main', 'preload', 'renderer/src']) mkdirSync(path.join(root, folder), { recursive: true })
  writeFileSync(path.join(root, 'main', 'index.ts'), mainSource)
  writeFileSync(path.join(root, 'preload', 'index.ts'), "import { contextBridge } from 'electron'\ncontextBridge.exposeInMainWorld('desk', {})\n")
  writeFileSync(path.join(root, 'renderer', 'src', 'main.ts'), 'export const ready = true\n')
  return root
}

const unsafeWindow = "import { BrowserWindow } from 'electron'\nexport const win = new BrowserWindow({ webPreferences: { contextIsolation: false, sandbox: false } })"

describe('electronegativity scan', () => {
  it('reports a window without context isolation as HIGH', async () => {
    const findings = await scan(project(`${unsafeWindow}\n`))
    expect(findings).toContainEqual(expect.objectContaining({ check: 'CONTEXT_ISOLATION_JS_CHECK', severity: 'HIGH', where: 'main/index.ts:2' }))
  }, 60_000)

  it('leaves out a finding suppressed on its line', async () => {
    const findings = await scan(project(`${unsafeWindow} /* eng-disable CONTEXT_ISOLATION_JS_CHECK */\n`))
    expect(findings.map((f) => f.check)).not.toContain('CONTEXT_ISOLATION_JS_CHECK')
  }, 60_000)
})
