import type { Customer, CustomerEInvoicingRequest } from '@contract/customer'

/**
 * Whether the customer may have e-invoicing data, and if not why: the registry takes them only
 * for a private Italian customer (`einvoicing_not_applicable` otherwise). Public administrations
 * are invoiced through their office code, foreign customers outside the SDI.
 */
export type EInvoicingAvailability = 'available' | 'publicAdministration' | 'foreign'

export function eInvoicingAvailability(customer: Pick<Customer, 'country' | 'customerType'>): EInvoicingAvailability {
  if (customer.country !== 'it') return 'foreign'
  if (customer.customerType !== 'private') return 'publicAdministration'
  return 'available'
}

export interface EInvoicingForm {
  sdiCode: string
  pec: string
}

export const eInvoicingFormOf = (customer: Pick<Customer, 'eInvoicing'>): EInvoicingForm => ({
  sdiCode: customer.eInvoicing?.sdiCode ?? '',
  pec: customer.eInvoicing?.pec ?? '',
})

/** The request: the code in upper case (as the SDI writes it), an empty PEC as none. */
export function eInvoicingRequest(form: EInvoicingForm): CustomerEInvoicingRequest {
  const pec = form.pec.trim()
  return { sdiCode: form.sdiCode.trim().toUpperCase(), pec: pec === '' ? null : pec }
}
