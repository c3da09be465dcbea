import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compileStyle, parse } from '@vue/compiler-sfc'

const root = path.resolve(import.meta.dirname, '../../..')

/**
 * Puts a component's own styles into the test's document, scoped as the build scopes them, so
 * that a test can see what they hide (Vitest leaves components' CSS out). `file` is the
 * component's path from the repository's root. Returns a function that takes them out again.
 */
export function addComponentStyles(component: object, file: string): () => void {
  const { descriptor } = parse(readFileSync(path.join(root, file), 'utf8'), { filename: file })
  const id = (component as { __scopeId?: string }).__scopeId ?? ''
  const style = document.createElement('style')
  style.textContent = descriptor.styles.map((s) => compileStyle({ source: s.content, filename: file, id, scoped: s.scoped }).code).join('\n')
  document.head.append(style)
  return () => style.remove()
}
