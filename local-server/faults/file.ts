/** `serve --faults FILE` (docs/faults.md): the rules to start with, checked like the add operation's body. */
import { readFileSync } from 'node:fs'
import { Value } from 'typebox/value'
import { ApiError } from '../api-error.js'
import { type FaultFile, FaultFileSchema, type FaultRuleInput } from '../contract/faults.js'
import { InvalidOptionError } from '../options.js'
import type { FaultRules } from './rules.js'

function readFaultFile(file: string): FaultRuleInput[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    throw new InvalidOptionError('faults', `${file} is not a readable JSON file (${err instanceof Error ? err.message : String(err)})`)
  }
  const withDefaults = Value.Default(FaultFileSchema, parsed)
  if (!Value.Check(FaultFileSchema, withDefaults)) {
    const first = Value.Errors(FaultFileSchema, withDefaults)[0]
    throw new InvalidOptionError('faults', `${file}: ${first?.instancePath || '/'} ${first?.message ?? 'is not a rules file'}`)
  }
  return [...(withDefaults as FaultFile).rules]
}

/**
 * Adds the file's rules, which every registrar starts with; a rule the add operation would refuse
 * (an unknown operation) stops the start, saying which.
 */
export function addFileRules(rules: FaultRules, file: string): void {
  readFaultFile(file).forEach((rule, i) => {
    try {
      rules.addInitial(rule)
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      throw new InvalidOptionError('faults', `${file}: /rules/${i}: ${err.message}`)
    }
  })
}
