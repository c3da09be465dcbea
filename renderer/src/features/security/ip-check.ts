/**
 * The allow lists' address rules, checked in the browser before anything is sent. They mirror
 * the server's (local-server/features/security/ip.ts, docs/security.md) with the same library,
 * ipaddr.js, so a refusal here is exactly one the API would make; a unit test compares both on
 * the same inputs. Pure functions: the form and the tests use the same code.
 */
import ipaddr from 'ipaddr.js'
import { MAX_IP_ADDRESSES_PER_REQUEST } from '@contract/security'

/** Narrowest accepted ranges (docs/security.md): an allow list names servers, not networks. */
export const MIN_PREFIX = { ipv4: 24, ipv6: 48 } as const

/** Ranges that can never be a client's address as the registry sees it. */
const REFUSED_RANGES = new Set(['unspecified', 'multicast', 'loopback', 'linkLocal', 'broadcast'])

/** The API's own codes, so that the same message serves both a local and a remote refusal. */
export type IpProblem = 'invalid_ip_address' | 'ip_address_not_allowed' | 'ip_range_too_wide' | 'ip_range_host_bits'

export type IpCheck =
  | { ok: true; value: string }
  /** `network`: the range meant (host bits set); `min`: the narrowest prefix (too wide). */
  | { ok: false; problem: IpProblem; network?: string; min?: number }

type Address = ipaddr.IPv4 | ipaddr.IPv6

function parseAddress(text: string): Address | undefined {
  if (text.includes(':')) {
    // A zone id (`fe80::1%eth0`) names a local interface: meaningless to the registry.
    if (text.includes('%') || !ipaddr.IPv6.isValid(text)) return undefined
    const v6 = ipaddr.IPv6.parse(text)
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6
  }
  // Four decimal parts only: octal, hex and short forms (`127.1`) are refused by the API.
  return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : undefined
}

const spell = (a: Address): string => (a.kind() === 'ipv4' ? a.toString() : (a as ipaddr.IPv6).toRFC5952String())

/** One address or CIDR range: its normalised spelling (as the API stores it), or the problem. */
export function checkIpAddress(raw: string): IpCheck {
  const parts = raw.trim().split('/')
  if (parts.length > 2 || parts[0] === '') return { ok: false, problem: 'invalid_ip_address' }
  const address = parseAddress(parts[0]!)
  if (!address) return { ok: false, problem: 'invalid_ip_address' }
  const v4 = address.kind() === 'ipv4'
  const bits = v4 ? 32 : 128
  let prefix = bits
  if (parts.length === 2) {
    if (!/^(0|[1-9]\d{0,2})$/.test(parts[1]!)) return { ok: false, problem: 'invalid_ip_address' }
    // An IPv4-mapped range (`::ffff:192.0.2.0/120`) counts its prefix over 128 bits.
    prefix = Number(parts[1]) - (v4 && parts[0]!.includes(':') ? 96 : 0)
    if (prefix < 0 || prefix > bits) return { ok: false, problem: 'invalid_ip_address' }
  }
  if (REFUSED_RANGES.has(address.range())) return { ok: false, problem: 'ip_address_not_allowed' }
  if (prefix === bits) return { ok: true, value: spell(address) }
  const min = v4 ? MIN_PREFIX.ipv4 : MIN_PREFIX.ipv6
  if (prefix < min) return { ok: false, problem: 'ip_range_too_wide', min }
  const cidr = `${spell(address)}/${prefix}`
  const network = spell(v4 ? ipaddr.IPv4.networkAddressFromCIDR(cidr) : ipaddr.IPv6.networkAddressFromCIDR(cidr))
  if (network !== spell(address)) return { ok: false, problem: 'ip_range_host_bits', network: `${network}/${prefix}` }
  return { ok: true, value: `${network}/${prefix}` }
}

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
