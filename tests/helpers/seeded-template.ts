/**
 * vitest globalSetup of the node project: seeds one data folder with the demo data set, once per
 * run. Test apps start from a copy of it (tests/helpers/app.ts) instead of seeding again: the
 * same folder a new `serve` would make, for a fraction of the time.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../local-server/app.js'
import { formatDate } from '../../local-server/time.js'

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: string
    /** The registry date (Europe/Rome) the template's demo data is anchored on. */
    seededTemplateDay: string
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-template-'))
  const day = formatDate(Date.now())
  const app = await buildApp({ dataDir: dir, logLevel: 'silent' })
  await app.close()
  // Every copy makes its own token secret, as a new folder would.
  rmSync(path.join(dir, 'token-secret'), { force: true })
  project.provide('seededTemplate', dir)
  project.provide('seededTemplateDay', day)
  return () => rmSync(dir, { recursive: true, force: true })
}
