/**
 * Reading and normalising the addresses of the allow lists with ipaddr.js. One address or range
 * has one spelling in the database, so a duplicate is found by plain equality whatever the
 * caller typed: IPv4 in dotted decimal, IPv6 in RFC 5952 form (lowercase, `::` compressed),
 * IPv4-mapped IPv6 as IPv4, a range as network/prefix, and a full-length prefix as the address.
 */
import ipaddr from 'ipaddr.js'

/** Narrowest accepted ranges: an allow list names servers, not whole networks. */
export const MIN_PREFIX = { ipv4: 24, ipv6: 48 } as const

/**
 * Ranges that can never be a client's address as the registry sees it. ipaddr.js's `reserved`
 * (which includes the documentation ranges of RFC 5737 and RFC 3849) stays accepted: examples
 * and sandbox tests use those.
 */
const REFUSED_RANGES = new Set(['unspecified', 'multicast', 'loopback', 'linkLocal', 'broadcast'])

export type IpProblem =
  /** Not an IPv4 or IPv6 address, nor address/prefix. */
  | 'invalid_ip_address'
  /** Loopback, multicast, link-local, unspecified or broadcast. */
  | 'ip_address_not_allowed'
  /** Prefix shorter than MIN_PREFIX. */
  | 'ip_range_too_wide'
  /** address/prefix whose address is not the network's first address. */
  | 'ip_range_host_bits'

export type IpParse = { ok: true; value: string } | { ok: false; problem: IpProblem; message: string }

const PREFIX_RE = /^(0|[1-9]\d{0,2})$/

const fail = (problem: IpProblem, message: string): IpParse => ({ ok: false, problem, message })

function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (text.includes(':')) {
    // Zone ids (`fe80::1%eth0`) name a local interface: meaningless to the registry.
    if (text.includes('%') || !ipaddr.IPv6.isValid(text)) return undefined
    const v6 = ipaddr.IPv6.parse(text)
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6
  }
  // Only four decimal parts: ipaddr.parse would also take octal, hex and short forms.
  return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : undefined
}

const spell = (a: ipaddr.IPv4 | ipaddr.IPv6): string => (a.kind() === 'ipv4' ? a.toString() : (a as ipaddr.IPv6).toRFC5952String())

/** Validates one address or CIDR range and gives its normalised spelling. */
export function normaliseIp(raw: string): IpParse {
  const text = raw.trim()
  const parts = text.split('/')
  if (parts.length > 2 || parts[0] === '') return fail('invalid_ip_address', `'${raw}' is not an IP address or range`)
  const address = parseAddress(parts[0]!)
  if (!address) return fail('invalid_ip_address', `'${raw}' is not an IPv4 or IPv6 address`)
  const mappedFromV6 = address.kind() === 'ipv4' && parts[0]!.includes(':')
  const bits = address.kind() === 'ipv4' ? 32 : 128
  let prefix = bits
  if (parts.length === 2) {
    if (!PREFIX_RE.test(parts[1]!)) return fail('invalid_ip_address', `'${raw}': the prefix length is not a number`)
    prefix = Number(parts[1]) - (mappedFromV6 ? 96 : 0)
    if (prefix < 0 || prefix > bits) return fail('invalid_ip_address', `'${raw}': the prefix length must be 0 to ${bits}`)
  }
  const range = address.range()
  if (REFUSED_RANGES.has(range)) {
    return fail('ip_address_not_allowed', `'${raw}' is in the ${range} range, never a client's address for the registry`)
  }
  if (prefix === bits) return { ok: true, value: spell(address) }
  const min = address.kind() === 'ipv4' ? MIN_PREFIX.ipv4 : MIN_PREFIX.ipv6
  if (prefix < min) return fail('ip_range_too_wide', `'${raw}': ranges must be /${min} or narrower`)
  const network = spell(address.kind() === 'ipv4'
    ? ipaddr.IPv4.networkAddressFromCIDR(`${spell(address)}/${prefix}`)
    : ipaddr.IPv6.networkAddressFromCIDR(`${spell(address)}/${prefix}`))
  if (network !== spell(address)) {
    return fail('ip_range_host_bits', `'${raw}' has host bits set; the range is ${network}/${prefix}`)
  }
  return { ok: true, value: `${network}/${prefix}` }
}
