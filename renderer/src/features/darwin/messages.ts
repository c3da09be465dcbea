/**
 * The darwin API's refusals in words: which i18n key explains each code (409 assignment and
 * status conflicts, upload checks, process problems), and the process 400's detail read back into
 * the list of missing pieces. Pure functions; the screens translate the keys.
 */
import type { ProcessProblem as RuleProblem } from '@validation/darwin-workflow'
import { ApiFailure } from '@/api/errors'

/** Codes with their own sentence under `darwin.errors.<code>`. */
export const DARWIN_ERROR_CODES = [
  'already_assigned',
  'not_assigned',
  'request_status_incompatible',
  'required_documents_missing',
  'contact_update_missing',
  'file_too_large',
  'unsupported_file_type',
  'file_content_mismatch',
  'empty_file',
  'unknown_request',
  'user_not_assignable',
  'country_not_changeable',
  'read_only_field',
  'not_found',
] as const

/** The key of the sentence for a failure, or undefined when the common messages apply. */
export function darwinErrorKey(err: unknown): string | undefined {
  if (!(err instanceof ApiFailure)) return undefined
  if ((DARWIN_ERROR_CODES as readonly string[]).includes(err.code)) return `darwin.errors.${err.code}`
  if (err.status === 409) return 'darwin.errors.conflict'
  if (err.status === 413) return 'darwin.errors.file_too_large'
  return undefined
}

export type ProcessProblem =
  | { kind: 'documents'; types: string[] }
  | { kind: 'update'; contacts: string[] }
  | { kind: 'other'; text: string }

/** A problem the shared rule found before sending, in the same words as the registry's. */
export const problemOfRule = (p: RuleProblem): ProcessProblem =>
  p.code === 'required_documents_missing' ? { kind: 'documents', types: p.types } : { kind: 'update', contacts: p.contacts }

const afterColon = (s: string) =>
  s
    .slice(s.indexOf(':') + 1)
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)

/**
 * What keeps a request from being processed. The 400 names the first problem in its code and
 * lists every problem in its detail, separated by "; " (docs/darwin.md, "process").
 */
export function processProblems(err: ApiFailure): ProcessProblem[] {
  const parts = err.detail.split(/;\s+/).filter(Boolean)
  const problems = parts.map((text): ProcessProblem => {
    if (/^Required documents not uploaded:/i.test(text)) return { kind: 'documents', types: afterColon(text) }
    if (/need a contact data update/i.test(text)) return { kind: 'update', contacts: afterColon(text) }
    return { kind: 'other', text }
  })
  if (problems.length === 0 && err.code === 'required_documents_missing') return [{ kind: 'documents', types: [] }]
  if (problems.length === 0 && err.code === 'contact_update_missing') return [{ kind: 'update', contacts: [] }]
  return problems
}
