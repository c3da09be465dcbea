/**
 * The contract monitor's findings in words (contract/contract-findings.ts): per operation, one
 * sentence a kind ("the registry answered 3 fields the spec does not show on GET /v1/payments");
 * per record, one line a finding. Pure functions of the translator, tested without a screen.
 */
import { type ContractFinding, type ContractNote, KINDS_BY_VALUE, type OperationFindings } from '@contract/contract-findings'

/** vue-i18n's `t`, with a count choosing the plural form. */
export type Translate = (key: string, params?: Record<string, unknown>, plural?: number) => string

type KindSummary = OperationFindings['kinds'][number]

/** How many the sentence counts: distinct fields, or values, or answers for an unreadable body. */
function countOf(k: KindSummary): number {
  // Kinds said by their values (statuses, media types), the others by how many fields.
  if (KINDS_BY_VALUE.has(k.kind)) return Math.max(1, k.values.length)
  return k.kind === 'invalid_json' ? k.occurrences : Math.max(1, k.fields.length)
}

export function operationLabel(op: Pick<OperationFindings, 'method' | 'path'>): string {
  return `${op.method} ${op.path}`
}

/** One sentence for each kind of finding of the operation, in the order the server lists them. */
export function operationSentences(op: OperationFindings, t: Translate): string[] {
  return op.kinds.map((k) => {
    const n = countOf(k)
    return t(`contractMonitor.sentence.${k.kind}`, { n, op: operationLabel(op), values: k.values.join(', ') }, n)
  })
}

/** One line for a finding of a record. */
export function findingLine(f: ContractFinding, t: Translate): string {
  const path = f.path === '' ? t('contractMonitor.record.wholeBody') : f.path
  return t(`contractMonitor.record.finding.${f.kind}`, { path, expected: f.expected ?? '', actual: f.actual ?? '' })
}

/** The monitor's note on a record in the screen's language (the server's `text` is English). */
export function noteLine(note: ContractNote, t: Translate): string {
  return t(`contractMonitor.record.note.${note.code}`)
}
