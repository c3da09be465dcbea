#!/usr/bin/env node
/**
 * `npm run check:electron-sqlite`: loads the Electron build of better-sqlite3
 * (build/native/<platform>-<arch>/, made by `npm run rebuild:electron-sqlite`) inside Electron's
 * own Node, opens a database in memory and runs a query: the release workflow does this before
 * packaging, so that an installer never ships a binary Electron cannot load. Needs Electron's
 * binary; where it is missing this stops in one line with a non-zero exit.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { findElectronBinary, NATIVE_FILE, nativeFolder, projectRoot } from './desktop-native.mjs'

const require = createRequire(import.meta.url)
const binding = path.join(nativeFolder(process.platform, process.arch), NATIVE_FILE)
if (!existsSync(binding)) {
  console.error(`check:electron-sqlite: ${binding} is missing: npm run rebuild:electron-sqlite`)
  process.exit(1)
}
const electron = findElectronBinary()
if (electron.missing) {
  console.error(`check:electron-sqlite needs Electron's binary, and ${electron.missing}.`)
  process.exit(1)
}
const probe = `
const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))})
const db = new Database(':memory:', { nativeBinding: ${JSON.stringify(binding)} })
const row = db.prepare("SELECT sqlite_version() AS version, 6 * 7 AS answer").get()
db.close()
if (row.answer !== 42) throw new Error('unexpected answer ' + row.answer)
console.log('check:electron-sqlite: Electron ' + process.versions.electron + ' (ABI ' + process.versions.modules + ') loaded ' + ${JSON.stringify(path.relative(projectRoot, binding))} + ', SQLite ' + row.version)
`
const result = spawnSync(electron.binary, ['-e', probe], { stdio: 'inherit', env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' } })
process.exit(result.status ?? 1)
