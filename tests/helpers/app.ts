/**
 * Builds the app exactly as `serve` does (same buildApp), on a temporary data folder, and gives
 * tests a way to get tokens for the demo users and to call the API with them.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { inject } from 'vitest'
import { buildApp } from '../../local-server/app.js'
import type { ServerOptionsInput } from '../../local-server/options.js'
import { formatDate } from '../../local-server/time.js'

export interface TestApp {
  readonly app: FastifyInstance
  readonly dataDir: string
  /** A token for a demo user (password `sandbox`); `scope` defaults to both. */
  token(username: string, scope?: string): Promise<string>
  /** Injects a request, with `Authorization: Bearer` when `as` names a user or gives a token. */
  call(options: InjectOptions & { as?: string; scope?: string; token?: string }): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'registry-test-'))
}

export async function createTestApp(
  options: ServerOptionsInput = {},
  deps: { realNow?: () => number } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDataDir()
  // A plain demo folder starts as a copy of the run's seeded template (tests/helpers/seeded-template.ts);
  // tests that ask for an empty folder, their own folder or their own clock seed as `serve` does,
  // and so does every test once the registry's date has changed since the template was seeded (a
  // run across midnight in Rome): the demo data is anchored on the day it is seeded.
  const template = inject('seededTemplate')
  const templateIsToday = inject('seededTemplateDay') === formatDate(Date.now())
  if (template && templateIsToday && !options.dataDir && !options.empty && !deps.realNow && !options.upstream) {
    cpSync(template, dataDir, { recursive: true })
  }
  const app = await buildApp({ logLevel: 'silent', ...options, dataDir }, deps)
  const cache = new Map<string, string>()
  const token = async (username: string, scope?: string) => {
    const key = `${username} ${scope ?? ''}`
    const known = cache.get(key)
    if (known) return known
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username, password: 'sandbox', ...(scope !== undefined ? { scope } : {}) },
    })
    if (res.statusCode !== 200) throw new Error(`token for ${username}: ${res.statusCode} ${res.body}`)
    const value = (res.json() as { access_token: string }).access_token
    cache.set(key, value)
    return value
  }
  return {
    app,
    dataDir,
    token,
    async call({ as, scope, token: given, ...inject }) {
      const bearer = given ?? (as ? await token(as, scope) : undefined)
      const headers = { ...(inject.headers ?? {}), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }
      return app.inject({ ...inject, headers })
    },
    async close() {
      await app.close()
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
