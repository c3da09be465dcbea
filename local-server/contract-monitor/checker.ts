/**
 * The live contract monitor's check of one answer of the registry against its operation in the
 * contract: its status, its media type, and its JSON body against the response schema of that
 * status, with Ajv. Validators are compiled by the first answer that needs them, once per schema.
 * It reads a copy of the answer's bytes (the request log's), never the answer itself.
 */
import type Ajv from 'ajv'
import type { ErrorObject, ValidateFunction } from 'ajv'
import type { TSchema } from 'typebox'
import type { ContractFinding, ContractNote } from '../contract/contract-findings.js'
import type { OperationDef } from '../contract/operation.js'
import { makeAjv } from '../plugins/validation.js'
import { mediaTypeOf } from '../request-log/body.js'
import { documentedStatuses, expectedAnswer } from './expected.js'
import { findingsOf } from './findings.js'
import { copySchema } from './schema-copy.js'

/** An answer as the request log's capture holds it. */
interface CheckedAnswer {
  readonly status: number
  readonly contentType?: string
  /** Its length as sent. */
  readonly size: number
  /** Its bytes, or their beginning (`truncated`). */
  readonly bytes?: Buffer | string
  readonly truncated?: boolean
}

interface ContractCheck {
  readonly findings: readonly ContractFinding[]
  /** What could not be checked, or how many findings were left out. */
  readonly note?: ContractNote
}

export interface ContractChecker {
  check(op: OperationDef, answer: CheckedAnswer): ContractCheck
}

export interface ContractCheckerOptions {
  /** The schemas the contract refers to by `$id` (contract/common.ts sharedSchemas). */
  readonly sharedSchemas: readonly TSchema[]
  /** Bodies larger than this are not parsed: their status and media type only are checked. */
  readonly maxBodyBytes: number
  /** Findings kept of one answer at most. */
  readonly maxFindings: number
}

/** Larger bodies would hold the event loop for milliseconds (JSON.parse alone, ~5 ms a MiB). */
export const MONITOR_MAX_BODY_BYTES = 256 * 1024
export const MONITOR_MAX_FINDINGS = 20

/** Compiled by the first answer of the schema; `plain` only when an answer fails `strict`. */
interface Validators {
  /** The schema refusing fields it does not show: one pass for an answer that fits. */
  readonly strict: ValidateFunction
  /** The schema as written: missing fields, wrong types, invalid values. */
  plain?: ValidateFunction
}

const isJsonType = (media: string) => media === 'application/json' || media.endsWith('+json')

export function createContractChecker(options: ContractCheckerOptions): ContractChecker {
  // Made when first needed: a gateway in sandbox mode, or one that is never asked, pays nothing.
  let strictAjv: Ajv | undefined
  let plainAjv: Ajv | undefined
  const validators = new WeakMap<object, Validators>()
  const ajvOptions = { allErrors: true, verbose: true, useDefaults: false, coerceTypes: false } as const

  function checkBody(schema: object, body: unknown): ContractFinding[] {
    let v = validators.get(schema)
    if (!v) {
      strictAjv ??= makeAjv(ajvOptions, options.sharedSchemas.map((s) => copySchema(s, { strict: true, keepIds: true })))
      validators.set(schema, (v = { strict: strictAjv.compile(copySchema(schema, { strict: true, keepIds: false })) }))
    }
    // Most answers fit: one pass and nothing more (and the plain validator is never compiled).
    if (v.strict(body)) return []
    const unknown = (v.strict.errors ?? []).filter((e: ErrorObject) => e.keyword === 'additionalProperties')
    plainAjv ??= makeAjv(ajvOptions, options.sharedSchemas)
    v.plain ??= plainAjv.compile(copySchema(schema, { strict: false, keepIds: false }))
    const rest = v.plain(body) ? [] : (v.plain.errors ?? [])
    return findingsOf([...rest, ...unknown], body)
  }

  function bodyFindings(schema: object, answer: CheckedAnswer): { findings: ContractFinding[]; note?: ContractNote } {
    if (answer.truncated || answer.size > options.maxBodyBytes || answer.bytes === undefined) {
      if (answer.size === 0) return { findings: [{ kind: 'invalid_json', path: '', field: '', expected: 'a JSON body', actual: 'no body' }] }
      return {
        findings: [],
        note: { code: 'body_over_cap', text: `The body (${answer.size} bytes) is over the monitor's cap of ${options.maxBodyBytes} bytes: only its status and media type were checked` },
      }
    }
    let body: unknown
    try {
      body = JSON.parse(typeof answer.bytes === 'string' ? answer.bytes : answer.bytes.toString('utf8'))
    } catch {
      return { findings: [{ kind: 'invalid_json', path: '', field: '', expected: 'a JSON body', actual: answer.size === 0 ? 'no body' : 'a body that does not parse as JSON' }] }
    }
    return { findings: checkBody(schema, body) }
  }

  return {
    check(op, answer) {
      const media = mediaTypeOf(answer.contentType)
      const expected = expectedAnswer(op, answer.status, isJsonType(media))
      if (!expected) {
        return { findings: [{ kind: 'undocumented_status', path: '', field: '', expected: documentedStatuses(op).join(', '), actual: String(answer.status) }] }
      }
      if (expected.kind !== 'json') return { findings: [] }
      if (answer.size > 0 && !isJsonType(media)) {
        return { findings: [{ kind: 'wrong_media_type', path: '', field: '', expected: 'application/json', actual: media || 'none' }] }
      }
      const { findings, note } = bodyFindings(expected.schema, answer)
      if (findings.length <= options.maxFindings) return note ? { findings, note } : { findings }
      return { findings: findings.slice(0, options.maxFindings), note: { code: 'findings_left_out', text: `${findings.length - options.maxFindings} more findings were left out (${options.maxFindings} kept)` } }
    },
  }
}
