/**
 * The lint rules that keep the layout true (eslint.config.js) still catch what they are for: a
 * crossed import boundary, a second caller of shell.openExternal, a file past 400 lines.
 */
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const eslint = new ESLint({ cwd: root })

/** The rules a source at `file` (relative to the project, need not exist) breaks. */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

const IMPORTS = '@typescript-eslint/no-restricted-imports'

describe('import boundaries', () => {
  it('keep the renderer away from main/, the server runtime and electron', async () => {
    expect(await broken('renderer/src/features/x.ts', "import { a } from '../../../main/ipc.js'\nvoid a\n")).toEqual([IMPORTS])
    expect(await broken('renderer/src/x.ts', "import { buildApp } from '../../local-server/app.js'\nvoid buildApp\n")).toEqual([IMPORTS])
    expect(await broken('renderer/src/x.ts', "import { shell } from 'electron'\nvoid shell\n")).toEqual([IMPORTS])
    expect(await broken('renderer/src/x.ts', "import { a } from '@contract/operation'\nimport { b } from '@validation/euro'\nvoid a\nvoid b\n")).toEqual([])
  })

  it('let the renderer import only the types of preload/api.ts', async () => {
    expect(await broken('renderer/src/platform/x.ts', "import type { DesktopApi } from '../../../preload/api'\nexport type A = DesktopApi\n")).toEqual([])
    expect(await broken('renderer/src/platform/x.ts', "import { DESKTOP_GLOBAL } from '../../../preload/api'\nvoid DESKTOP_GLOBAL\n")).toEqual([IMPORTS])
    expect(await broken('renderer/src/platform/x.ts', "import type { A } from '../../../preload/index'\nexport type B = A\n")).toEqual([IMPORTS])
  })

  it('keep shared renderer code (components, composables, api) free of features, in .vue files too', async () => {
    const vue = "<script setup lang=\"ts\">\nimport { useSessionStore } from '@/features/auth/store'\nuseSessionStore()\n</script>\n<template><p /></template>\n"
    expect(await broken('renderer/src/components/SomeThing.vue', vue)).toEqual([IMPORTS])
    expect(await broken('renderer/src/composables/x.ts', "import { a } from '../features/auth/store'\nvoid a\n")).toEqual([IMPORTS])
    expect(await broken('renderer/src/features/home/views/SomeView.vue', vue)).toEqual([])
  })

  it('let the preload import only electron and its API', async () => {
    expect(await broken('preload/x.ts', "import { ipcRenderer } from 'electron'\nimport { DESKTOP_GLOBAL } from './api.js'\nvoid ipcRenderer\nvoid DESKTOP_GLOBAL\n")).toEqual([])
    expect(await broken('preload/x.ts', "import { readFileSync } from 'node:fs'\nvoid readFileSync\n")).toEqual([IMPORTS])
  })

  it('let main/ reach the registry only through its types, the worker protocol and the policy, never load it', async () => {
    expect(await broken('main/x.ts', "import type { ServerOptionsInput } from '../local-server/index.js'\nexport type O = ServerOptionsInput\n")).toEqual([])
    expect(await broken('main/x.ts', "import { parseChildMessage } from '../local-server/process/protocol.js'\nvoid parseChildMessage\n")).toEqual([])
    expect(await broken('main/x.ts', "import { CONTENT_SECURITY_POLICY } from '../local-server/csp.js'\nvoid CONTENT_SECURITY_POLICY\n")).toEqual([])
    // The server runs in the gateway's own process: main/ must not load it into its own.
    expect(await broken('main/x.ts', "import { startServer } from '../local-server/index.js'\nvoid startServer\n")).toEqual([IMPORTS])
    expect(await broken('main/x.ts', "import { migrate } from '../local-server/db/migrate.js'\nvoid migrate\n")).toEqual([IMPORTS])
  })

  it('keep the registry away from the shells, and its contract and validation pure', async () => {
    expect(await broken('local-server/features/x.ts', "import { a } from '../../main/ipc.js'\nvoid a\n")).toEqual([IMPORTS])
    expect(await broken('local-server/x.ts', "import { app } from 'electron'\nvoid app\n")).toEqual([IMPORTS])
    expect(await broken('local-server/contract/x.ts', "import { Type } from 'typebox'\nimport { a } from './common.js'\nimport { b } from '../validation/euro.js'\nvoid Type\nvoid a\nvoid b\n")).toEqual([])
    expect(await broken('local-server/contract/x.ts', "import Fastify from 'fastify'\nvoid Fastify\n")).toEqual([IMPORTS])
    expect(await broken('local-server/validation/x.ts', "import { a } from '../db/search.js'\nvoid a\n")).toEqual([IMPORTS])
  })
})

describe('shell.openExternal', () => {
  const call = "import { shell } from 'electron'\nvoid shell.openExternal('https://example.com/')\n"

  it('is called only by the allow-listing function in main/security.ts', async () => {
    expect(await broken('main/security.ts', call)).toEqual([])
    expect(await broken('main/desktop.ts', call)).toEqual(['no-restricted-syntax'])
    expect(await broken('main/x.ts', "import { shell } from 'electron'\nconst { openExternal } = shell\nvoid openExternal\n")).toEqual(['no-restricted-syntax'])
  })
})

describe('file length', () => {
  it('refuses a file of more than 400 lines of code, not counting blank lines and comments', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i}`).join('\n')
    expect(await broken('local-server/x.ts', `${lines(401)}\n`)).toEqual(['max-lines'])
    expect(await broken('local-server/x.ts', `${lines(400)}\n\n// a comment\n/** and another */\n`)).toEqual([])
  })
})
