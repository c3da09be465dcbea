import type { Emails } from '@contract/customer'

/** The registrar's e-mail addresses, in the order the form shows them; `pec` may be empty. */
export const EMAIL_FIELDS = ['administrative', 'technical', 'billing', 'abuse', 'pec'] as const
export type EmailField = (typeof EMAIL_FIELDS)[number]

export const emailsFormOf = (e: Emails | null): Record<EmailField, string> => ({
  administrative: e?.administrative ?? '',
  technical: e?.technical ?? '',
  billing: e?.billing ?? '',
  abuse: e?.abuse ?? '',
  pec: e?.pec ?? '',
})

/** The request: addresses trimmed, an empty PEC as none. */
export function emailsRequest(form: Record<EmailField, string>): Emails {
  const pec = form.pec.trim()
  return {
    administrative: form.administrative.trim(),
    technical: form.technical.trim(),
    billing: form.billing.trim(),
    abuse: form.abuse.trim(),
    pec: pec === '' ? null : pec,
  }
}
