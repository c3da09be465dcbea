/**
 * What an area of the API declares about itself, once, in `features/<area>/area.ts`: its name,
 * its OpenAPI tag, the operations it mounts (from contract/<area>*.ts), how it registers them and
 * how it seeds its part of the demo data set. `features/index.ts` lists the areas; the route
 * registration, the seeding order and the document's tags all come from that one list.
 */
import type { FastifyInstance } from 'fastify'
import type { OperationDef } from '../contract/operation.js'
import type { AppContext } from '../context.js'
import type { SeedContext } from '../db/seed/context.js'

/** An OpenAPI tag: the group an operation is listed under in the document. */
export interface ApiTag {
  readonly name: string
  readonly description: string
}

type AreaRegistrar = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>
export type AreaSeeder = (ctx: SeedContext) => void

export interface Area {
  /** The folder's name, one word (also the name of its own tag, but `Sandbox`). */
  readonly name: string
  /**
   * The tag of the area's own operations; absent when they are listed under another area's tag
   * (the DNS check is `public`). An area may also mount operations of the `Sandbox` tag.
   */
  readonly tag?: ApiTag
  /** Every operation the area mounts, each in exactly one area. */
  readonly operations: readonly OperationDef[]
  readonly register: AreaRegistrar
  /** Its part of the demo data set; areas seed in the list's order (later ones may use earlier rows). */
  readonly seed?: AreaSeeder
  /** Served only by the sandbox: live mode does not register it (the real registry has none). */
  readonly sandboxOnly?: boolean
}

export function defineArea<const A extends Area>(area: A): A {
  return area
}

const isOperation = (value: unknown): value is OperationDef =>
  typeof value === 'object' && value !== null && typeof (value as OperationDef).id === 'string' && typeof (value as OperationDef).method === 'string' && typeof (value as OperationDef).url === 'string'

/** The operations declared in contract modules (`import * as`), each once (a module may re-export another's). */
export function operationsOf(...modules: ReadonlyArray<Readonly<Record<string, unknown>>>): readonly OperationDef[] {
  return [...new Set(modules.flatMap((m) => Object.values(m).filter(isOperation)))]
}
