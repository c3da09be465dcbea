/**
 * The DNS check's result as plain text in the user's language, for "Copy as text": the outcome,
 * each check with its explanation and the validator's own detail, then the queries and answers.
 */
import type { DnsTest } from '@contract/dns'
import { queryLines, type Report } from './report'

type Translate = (key: string, named?: Record<string, unknown>) => string

/** The explanation of one check's outcome in the user's language. */
export function checkExplanation(t: Translate, test: DnsTest): string {
  return t(`dns.checks.${test.name}.${test.status}`, { nameserver: test.nameserver ?? '', address: test.address ?? '', keytag: test.keytag ?? '' })
}

export function reportText(report: Report, t: Translate, date: string): string {
  const r = report.result
  const lines = [
    t('dns.report.title', { domain: r.domain.replace(/\.$/, '') }),
    `${t(`dns.report.outcome.${r.status}`)} — ${t('dns.report.counts', { passed: report.counts.PASSED, failed: report.counts.FAILED, skipped: report.counts.SKIPPED })}`,
    `${t('dns.report.date')}: ${date}`,
    `${t('dns.report.validationId')}: ${r.validationId}`,
    '',
  ]
  for (const { test, queries } of report.checks) {
    lines.push(`[${t(`dns.status.${test.status}`)}] ${t(`dns.checks.${test.name}.title`)}: ${checkExplanation(t, test)}`)
    lines.push(`    ${test.message}`)
    for (const q of queries) lines.push(...queryLines(q).map((l) => `      ${l}`))
  }
  return `${lines.join('\n')}\n`
}
