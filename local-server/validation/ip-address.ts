/**
 * The allow lists' address rules (docs/security.md), read with ipaddr.js, a browser-safe library:
 * the server's service and the renderer's form check call the same function, so a refusal before
 * sending is exactly the one the API would make. One address or range has one spelling: IPv4 in
 * dotted decimal, IPv6 in RFC 5952 form (lowercase, `::` compressed), IPv4-mapped IPv6 as IPv4, a
 * range as network/prefix, and a full-length prefix as the address, so that a duplicate is found
 * by plain equality whatever the caller typed. Imports nothing Node-specific.
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

/** The API's codes, so that one message serves both a local and a remote refusal. */
export type IpProblem =
  /** Not an IPv4 or IPv6 address, nor address/prefix. */
  | 'invalid_ip_address'
  /** Loopback, multicast, link-local, unspecified or broadcast. */
  | 'ip_address_not_allowed'
  /** Prefix shorter than MIN_PREFIX. */
  | 'ip_range_too_wide'
  /** address/prefix whose address is not the network's first address. */
  | 'ip_range_host_bits'

export type IpCheck =
  | { ok: true; value: string }
  /**
   * `message`: the API's English detail; `network`: the range meant (host bits set); `min`: the
   * narrowest prefix (too wide).
   */
  | { ok: false; problem: IpProblem; message: string; network?: string; min?: number }

type Address = ipaddr.IPv4 | ipaddr.IPv6

const PREFIX_RE = /^(0|[1-9]\d{0,2})$/

function parseAddress(text: string): Address | undefined {
  if (text.includes(':')) {
    // Zone ids (`fe80::1%eth0`) name a local interface: meaningless to the registry.
    if (text.includes('%') || !ipaddr.IPv6.isValid(text)) return undefined
    const v6 = ipaddr.IPv6.parse(text)
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6
  }
  // Only four decimal parts: ipaddr.parse would also take octal, hex and short forms (`127.1`).
  return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : undefined
}

const spell = (a: Address): string => (a.kind() === 'ipv4' ? a.toString() : (a as ipaddr.IPv6).toRFC5952String())

/** Validates one address or CIDR range and gives its normalised spelling, or the problem. */
export function checkIpAddress(raw: string): IpCheck {
  const text = raw.trim()
  const parts = text.split('/')
  const invalid = (message: string): IpCheck => ({ ok: false, problem: 'invalid_ip_address', message })
  if (parts.length > 2 || parts[0] === '') return invalid(`'${raw}' is not an IP address or range`)
  const address = parseAddress(parts[0]!)
  if (!address) return invalid(`'${raw}' is not an IPv4 or IPv6 address`)
  const v4 = address.kind() === 'ipv4'
  const bits = v4 ? 32 : 128
  let prefix = bits
  if (parts.length === 2) {
    if (!PREFIX_RE.test(parts[1]!)) return invalid(`'${raw}': the prefix length is not a number`)
    // An IPv4-mapped range (`::ffff:192.0.2.0/120`) counts its prefix over 128 bits.
    prefix = Number(parts[1]) - (v4 && parts[0]!.includes(':') ? 96 : 0)
    if (prefix < 0 || prefix > bits) return invalid(`'${raw}': the prefix length must be 0 to ${bits}`)
  }
  const range = address.range()
  if (REFUSED_RANGES.has(range)) {
    return { ok: false, problem: 'ip_address_not_allowed', message: `'${raw}' is in the ${range} range, never a client's address for the registry` }
  }
  if (prefix === bits) return { ok: true, value: spell(address) }
  const min = v4 ? MIN_PREFIX.ipv4 : MIN_PREFIX.ipv6
  if (prefix < min) return { ok: false, problem: 'ip_range_too_wide', message: `'${raw}': ranges must be /${min} or narrower`, min }
  const cidr = `${spell(address)}/${prefix}`
  const network = spell(v4 ? ipaddr.IPv4.networkAddressFromCIDR(cidr) : ipaddr.IPv6.networkAddressFromCIDR(cidr))
  if (network !== spell(address)) {
    const message = `'${raw}' has host bits set; the range is ${network}/${prefix}`
    return { ok: false, problem: 'ip_range_host_bits', message, network: `${network}/${prefix}` }
  }
  return { ok: true, value: `${network}/${prefix}` }
}
