/**
 * Host names and addresses as the DNS check accepts them. Names are compared in one form:
 * lower case, fully qualified (trailing dot), so `NS1.Example.IT` and `ns1.example.it.` match.
 */
import { isIPv4, isIPv6 } from 'node:net'

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/** `example.it.` from `Example.IT` or `example.it.`; undefined when not a valid host name. */
export function normalizeName(input: string): string | undefined {
  const trimmed = input.trim().toLowerCase()
  const bare = trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed
  if (bare.length === 0 || bare.length > 253) return undefined
  const labels = bare.split('.')
  // A delegation is at least two labels deep (`example.it`); a lone TLD is not validated.
  if (labels.length < 2) return undefined
  if (!labels.every((l) => LABEL.test(l))) return undefined
  // The top-level label is never all digits (that would be an IPv4 address written as a name).
  if (/^\d+$/.test(labels[labels.length - 1]!)) return undefined
  return `${bare}.`
}

/** True when `name` is `domain` itself or below it (both normalized). */
export function isInside(name: string, domain: string): boolean {
  return name === domain || name.endsWith(`.${domain}`)
}

export type AddressType = 'IPv4' | 'IPv6'

/** The family of a textual address, undefined when it is neither. */
export function addressType(value: string): AddressType | undefined {
  if (isIPv4(value)) return 'IPv4'
  if (isIPv6(value)) return 'IPv6'
  return undefined
}

/** One spelling per IPv6 address (`2001:DB8:0::1` and `2001:db8::1` are the same). */
export function canonicalAddress(value: string): string {
  if (!isIPv6(value)) return value
  const url = new URL(`http://[${value}]/`)
  return url.hostname.slice(1, -1)
}
