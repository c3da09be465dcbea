/** The POSIX modes of a folder's whole tree, to assert that a data folder is private. */
import { lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'

export interface EntryMode {
  readonly path: string
  readonly kind: 'dir' | 'file' | 'link'
  /** Permission bits, e.g. 0o600. */
  readonly mode: number
}

export function modesUnder(root: string): EntryMode[] {
  const out: EntryMode[] = []
  const visit = (target: string) => {
    const stat = lstatSync(target)
    const kind = stat.isSymbolicLink() ? 'link' : stat.isDirectory() ? 'dir' : 'file'
    out.push({ path: path.relative(root, target) || '.', kind, mode: stat.mode & 0o777 })
    if (kind === 'dir') for (const entry of readdirSync(target)) visit(path.join(target, entry))
  }
  visit(root)
  return out
}

/** Entries that are not private: folders other than 0700, files other than 0600. */
export function widerThanPrivate(root: string): string[] {
  return modesUnder(root)
    .filter((e) => (e.kind === 'dir' && e.mode !== 0o700) || (e.kind === 'file' && e.mode !== 0o600))
    .map((e) => `${e.path} ${e.mode.toString(8)}`)
}

/** Runs `work` with the process umask set to `mask` (0: the most permissive), then restores it. */
export async function withUmask<T>(mask: number, work: () => Promise<T>): Promise<T> {
  const previous = process.umask(mask)
  try {
    return await work()
  } finally {
    process.umask(previous)
  }
}
