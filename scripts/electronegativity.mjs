/**
 * The Electron security scanner @doyensec/electronegativity over main/, preload/ and renderer/src,
 * run by `npm test`. The scanner exits 0 even with findings (and its CSV breaks on multi-line code
 * samples), so this script runs it through its own API and reads the findings it returns: any
 * HIGH or MEDIUM one that is not suppressed fails the run (exit 1). A finding that does not apply
 * is suppressed on its line with `/* eng-disable CHECK_NAME *\/` and a comment saying why.
 *
 * The three folders are scanned together (copied side by side into a temporary folder), so that
 * its global checks (CSP, navigation limits, permission handler) see the whole app rather than
 * failing for a folder that is not meant to hold them. Offline: the Electron version is given,
 * since the scanner cannot fetch the release list.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

const FOLDERS = ['main', 'preload', 'renderer/src']
const FAILING = new Set(['HIGH', 'MEDIUM'])

const require = createRequire(import.meta.url)
const run = require('@doyensec/electronegativity')
const electronVersion = require('electron/package.json').version

/** Findings that count: not suppressed in the code, as `{ severity, check, where, description }`. */
export async function scan(root = process.cwd()) {
  const copy = mkdtempSync(path.join(tmpdir(), 'electronegativity-'))
  try {
    for (const folder of FOLDERS) cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true })
    const result = await run({ input: copy, isRelative: true, electronVersionOverride: electronVersion, parserPlugins: [] })
    return result.issues
      .filter((i) => !i.visibility?.inlineDisabled && !i.visibility?.globalDisabled && !i.visibility?.globalCheckDisabled)
      .map((i) => ({
        severity: i.severity.name,
        check: i.id,
        where: i.file === 'N/A' ? '(whole app)' : `${i.file}:${i.location.line}`,
        description: i.description,
      }))
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

async function main() {
  const findings = await scan()
  for (const f of findings) console.log(`${f.severity.padEnd(13)} ${f.check} ${f.where} ${f.description}`)
  const failing = findings.filter((f) => FAILING.has(f.severity))
  if (failing.length > 0) {
    console.error(`electronegativity: ${failing.length} HIGH or MEDIUM finding(s): fix them, or suppress each on its line with /* eng-disable CHECK */ and the reason`)
    return 1
  }
  console.log(`electronegativity: no HIGH or MEDIUM finding in ${FOLDERS.join(', ')} (${findings.length} lower)`)
  return 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().then(
    (code) => (process.exitCode = code),
    (err) => {
      console.error('electronegativity could not run:', err)
      process.exitCode = 2
    },
  )
}
