/**
 * scripts/build-staleness.cjs: `serve` rebuilds the web interface when any of its sources is newer
 * than the build, however deep in a folder, and leaves a current build alone.
 * (The server's bundle: tests/api/serve-built.test.ts.)
 */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isWebBuildStale, WEB_OUTPUT, WEB_SOURCES } from '../../../scripts/build-staleness.cjs'
import { tempFolder } from '../../helpers/temp-folder.js'

/** Writes `file` (and its folders) dated `secondsAgo`. */
function writeAged(file: string, secondsAgo: number, content = ''): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
  const at = Date.now() / 1000 - secondsAgo
  utimesSync(file, at, at)
}

/** A root with every web source 100 s old: folders hold a file two levels down. */
function oldSources(): string {
  const root = tempFolder('desk-staleness-')
  for (const source of WEB_SOURCES) {
    if (source.includes('.')) writeAged(path.join(root, source), 100)
    else {
      writeAged(path.join(root, source, 'deep', 'file.ts'), 100)
      for (const dir of [path.join(source, 'deep'), source]) utimesSync(path.join(root, dir), Date.now() / 1000 - 100, Date.now() / 1000 - 100)
    }
  }
  return root
}

describe('the web build is stale', () => {
  it('when it was never made', () => {
    expect(isWebBuildStale(oldSources())).toBe(true)
  })

  it('not when it is newer than every source', () => {
    const root = oldSources()
    writeAged(path.join(root, WEB_OUTPUT), 10)
    expect(isWebBuildStale(root)).toBe(false)
  })

  it('when a file deep in a source folder changed after it, or a source file did', () => {
    const root = oldSources()
    writeAged(path.join(root, WEB_OUTPUT), 10)
    writeAged(path.join(root, 'renderer', 'deep', 'file.ts'), 1, 'changed')
    expect(isWebBuildStale(root)).toBe(true)

    const other = oldSources()
    writeAged(path.join(other, WEB_OUTPUT), 10)
    writeAged(path.join(other, 'package-lock.json'), 1, 'changed')
    expect(isWebBuildStale(other)).toBe(true)
  })
})
