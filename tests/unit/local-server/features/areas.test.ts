/**
 * Each area of the API is declared once (features/<area>/area.ts) and listed once
 * (features/index.ts): nothing on disk is left out of the list, and the operations an area
 * declares are exactly the ones it mounts, every operation of the contract in exactly one area.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { createContext, resolveOptions } from '../../../../local-server/app.js'
import { sharedSchemas } from '../../../../local-server/contract/common.js'
import type { OperationDef } from '../../../../local-server/contract/operation.js'
import { operationsOf } from '../../../../local-server/features/area.js'
import { areas, areaSeeders, areaTags } from '../../../../local-server/features/index.js'
import { GATEWAY_OPERATIONS, GATEWAY_TAG } from '../../../../local-server/gateway/routes.js'
import { REQUEST_LOG_OPERATIONS, REQUEST_LOG_TAG } from '../../../../local-server/request-log/routes.js'
import { FAULTS_OPERATIONS, FAULTS_TAG } from '../../../../local-server/faults/routes.js'
import { installValidation } from '../../../../local-server/plugins/validation.js'

const root = fileURLToPath(new URL('../../../../local-server/', import.meta.url))
const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)

/** Every operation declared anywhere in contract/, by id. */
async function contractOperations(): Promise<Map<string, OperationDef>> {
  const files = readdirSync(path.join(root, 'contract')).filter((f) => f.endsWith('.ts'))
  const modules = await Promise.all(files.map((f) => import(path.join(root, 'contract', f)) as Promise<Record<string, unknown>>))
  return new Map(operationsOf(...modules).map((op) => [op.id, op]))
}

describe('the list of areas', () => {
  it('has every folder of features/ once, and nothing else', () => {
    const names = areas.map((a) => a.name)
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual(folders('features').sort())
  })

  it('seeds the registrar first, then the areas that use its rows', () => {
    expect(areaSeeders[0]).toBe(areas.find((a) => a.name === 'registrar')?.seed)
    expect(areaSeeders).toHaveLength(areas.filter((a) => a.seed).length)
  })

  it('gives the document unique tags, each area its own but the DNS check (under public)', () => {
    const tags = [...areaTags, GATEWAY_TAG, REQUEST_LOG_TAG, FAULTS_TAG].map((t) => t.name)
    expect(new Set(tags).size).toBe(tags.length)
    for (const area of areas) if (area.tag) expect(area.tag.name.toLowerCase()).toBe(area.name)
  })
})

describe('the operations of the areas', () => {
  it('put every operation of the contract in exactly one area (or the gateway, its request log or its fault rules)', async () => {
    const owners = new Map<string, string[]>()
    const local = [['gateway', GATEWAY_OPERATIONS], ['requests', REQUEST_LOG_OPERATIONS], ['faults', FAULTS_OPERATIONS]] as const
    for (const [owner, ops] of [...areas.map((a) => [a.name, a.operations] as const), ...local]) {
      for (const op of ops) owners.set(op.id, [...(owners.get(op.id) ?? []), owner])
    }
    const declared = await contractOperations()
    expect([...declared.keys()].sort()).toEqual([...owners.keys()].sort())
    for (const [id, of] of owners) expect(of, id).toHaveLength(1)
  })

  it("are listed under their area's tag, another area's, or the gateway's", () => {
    const tags = new Set([...areaTags, GATEWAY_TAG].map((t) => t.name))
    for (const area of areas) for (const op of area.operations) expect(tags, op.id).toContain(op.tag)
    for (const op of GATEWAY_OPERATIONS) expect(op.tag).toBe(GATEWAY_TAG.name)
    for (const op of REQUEST_LOG_OPERATIONS) expect(op.tag).toBe(REQUEST_LOG_TAG.name)
    for (const op of FAULTS_OPERATIONS) expect(op.tag).toBe(FAULTS_TAG.name)
  })

  const dataDir = mkdtempSync(path.join(tmpdir(), 'areas-test-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('are exactly the ones each area mounts', async () => {
    const ctx = createContext(resolveOptions({ dataDir, empty: true, logLevel: 'silent' }))
    const app = Fastify()
    for (const s of sharedSchemas) app.addSchema(s)
    installValidation(app, sharedSchemas)
    // Fastify adds a HEAD route beside each GET, with the same operation: counted once.
    const mounted = new Map<string, Set<string>>()
    let current = ''
    app.addHook('onRoute', (route) => {
      const id = (route.config as { operation?: OperationDef } | undefined)?.operation?.id
      if (id) mounted.set(current, (mounted.get(current) ?? new Set()).add(id))
    })
    try {
      for (const area of areas) {
        current = area.name
        await area.register(app, ctx)
      }
      await app.ready()
      for (const area of areas) expect([...(mounted.get(area.name) ?? [])].sort(), area.name).toEqual(area.operations.map((o) => o.id).sort())
    } finally {
      await app.close()
      ctx.db.close()
    }
  })
})
