import type { FaultRule } from '../contract/faults.js'

/**
 * The rule as the log record of a request it changed names it (`fault`), for logs, HAR files and
 * scripts: `#3 invoices down: error`, its kind as the rules' API spells it (docs/faults.md). The app
 * shows it in its own words (renderer `features/requests/fault-label.ts`, tested against this).
 */
export const describeFaultRule = (rule: Pick<FaultRule, 'id' | 'name' | 'action'>): string => `#${rule.id}${rule.name ? ` ${rule.name}` : ''}: ${rule.action.kind}`
