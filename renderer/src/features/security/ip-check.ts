/**
 * The add form's check of a list of addresses. Each address goes through the server's own rule
 * (@validation/ip-address, the module the API's service calls), so a refusal here is exactly one
 * the API would make; this file adds only what belongs to the form: splitting what was typed.
 */
import { MAX_IP_ADDRESSES_PER_REQUEST } from '@contract/security'
import { checkIpAddress, type IpProblem } from '@validation/ip-address'



/** Several addresses typed in one box: one per line, or separated by commas, semicolons or spaces. */
export function splitAddresses(text: string): string[] {
  return text.split(/[\s,;]+/).filter((s) => s !== '')
}

export type EntryProblem =
  | { index: number; address: string; problem: IpProblem; network?: string; min?: number }
  /** The same address as entry `sameAs` once normalised; the API would answer the same. */
  | { index: number; address: string; problem: 'ip_address_repeated'; sameAs: number }

export interface AddressListCheck {
  /** The entries as typed (trimmed), in order: what is sent. */
  addresses: string[]
  /** A problem of the whole list: nothing typed, or more than one request may carry. */
  listProblem?: 'required' | 'too_many'
  /** Every entry's problem, in order. */
  problems: EntryProblem[]
}

/** The add form's check: 1 to 20 valid addresses, none repeated. */
export function checkAddressList(text: string, max: number = MAX_IP_ADDRESSES_PER_REQUEST): AddressListCheck {
  const addresses = splitAddresses(text)
  const problems: EntryProblem[] = []
  const seen = new Map<string, number>()
  addresses.forEach((address, index) => {
    const check = checkIpAddress(address)
    if (!check.ok) {
      problems.push({ index, address, problem: check.problem, network: check.network, min: check.min })
      return
    }
    const earlier = seen.get(check.value)
    if (earlier !== undefined) problems.push({ index, address, problem: 'ip_address_repeated', sameAs: earlier })
    else seen.set(check.value, index)
  })
  const listProblem = addresses.length === 0 ? 'required' : addresses.length > max ? 'too_many' : undefined
  return { addresses, listProblem, problems }
}
