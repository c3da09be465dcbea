import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The better-sqlite3 build for Node that npm installed (prebuilt or compiled: both land in
 * build/Release), named outright for `serve`: without a `nativeBinding`, better-sqlite3 asks the
 * `bindings` package, which tries a Debug build first and throws on each miss, about 5 ms of every
 * start pinned to one core. Undefined when it is elsewhere: better-sqlite3 then searches as before.
 * The desktop app passes its Electron build instead (main/).
 */
export function nodeSqliteBinding(): string | undefined {
  try {
    const file = createRequire(import.meta.url).resolve('better-sqlite3/build/Release/better_sqlite3.node')
    return existsSync(file) ? file : undefined
  } catch {
    return undefined
  }
}
