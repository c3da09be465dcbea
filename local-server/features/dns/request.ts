/**
 * The rules of a validation request that a schema cannot say: names and addresses are valid,
 * nameservers are 2 to 6 and distinct, a DS digest has the length of its type. Each broken rule
 * answers 400 naming the field, before any query is sent.
 */
import { badRequest } from '../../api-error.js'
import { DNS_LIMITS, type DnsValidationRequest } from '../../contract/dns.js'
import { DIGEST_TYPES } from './dnssec.js'
import { addressType, canonicalAddress, normalizeName, type AddressType } from './names.js'

interface Address {
  readonly value: string
  readonly type: AddressType
}

export interface Nameserver {
  /** Normalized: lower case with the trailing dot. */
  readonly name: string
  readonly addresses: readonly Address[]
}

export interface DsRecord {
  readonly keytag: number
  readonly algorithm: number
  readonly digestType: number
  /** Lower-case hex. */
  readonly digest: string
}

export interface CheckRequest {
  readonly domain: string
  /** Undefined when the request names none: the delegation is then resolved. */
  readonly nameservers?: readonly Nameserver[]
  readonly dnssec: boolean
  readonly dsRecords: readonly DsRecord[]
}

export interface RequestRules {
  /** Only domains under `.it` (the configuration's `itOnly`). */
  readonly itOnly: boolean
  readonly ipv6Enabled: boolean
}

export function normalizeRequest(body: DnsValidationRequest, rules: RequestRules): CheckRequest {
  const domain = normalizeName(body.domain)
  if (!domain) throw badRequest('invalid_domain', `'${body.domain}' is not a valid domain name`, 'domain')
  if (rules.itOnly && !domain.endsWith('.it.')) throw badRequest('domain_not_it', 'Only domains under .it are validated', 'domain')

  const given = body.nameservers ?? []
  let nameservers: Nameserver[] | undefined
  if (given.length > 0) {
    const { nameserversMin: min, nameserversMax: max } = DNS_LIMITS
    if (given.length < min || given.length > max) {
      throw badRequest('nameserver_count', `A delegation has ${min} to ${max} nameservers, not ${given.length}`, 'nameservers')
    }
    const seen = new Set<string>()
    nameservers = given.map((ns, i) => {
      const name = normalizeName(ns.name)
      if (!name) throw badRequest('invalid_nameserver', `'${ns.name}' is not a valid host name`, `nameservers.${i}.name`)
      if (seen.has(name)) throw badRequest('duplicate_nameserver', `${name} is listed twice`, `nameservers.${i}.name`)
      seen.add(name)
      const addresses = new Map<string, Address>()
      ;(ns.address ?? []).forEach((a, j) => {
        const field = `nameservers.${i}.address.${j}.value`
        const type = addressType(a.value.trim())
        if (!type) throw badRequest('invalid_address', `'${a.value}' is not an IP address`, field)
        if (type !== a.type) throw badRequest('address_type_mismatch', `'${a.value}' is not an ${a.type} address`, `nameservers.${i}.address.${j}.type`)
        if (type === 'IPv6' && !rules.ipv6Enabled) throw badRequest('ipv6_disabled', 'IPv6 addresses are not accepted', field)
        const value = canonicalAddress(a.value.trim())
        addresses.set(value, { value, type })
      })
      return { name, addresses: [...addresses.values()] }
    })
  }

  const dnssec = body.dnsSecDisabled === false
  const dsRecords = (body.dsRecords ?? []).map((ds, i) => {
    // The schema admits only DS_DIGEST_TYPES (unsupported_digest_type); checked again here so a
    // caller that bypasses it (a unit, a future path) gets the same 400, never a TypeError.
    const type = DIGEST_TYPES[ds.digestType]
    if (!type) throw badRequest('unsupported_digest_type', 'Digest types are 1 (SHA-1), 2 (SHA-256) and 4 (SHA-384)', `dsRecords.${i}.digestType`)
    const digest = ds.digest.toLowerCase()
    if (!/^[0-9a-f]+$/.test(digest) || digest.length !== type.length * 2) {
      throw badRequest('invalid_digest', `A ${type.label} digest is ${type.length * 2} hexadecimal digits`, `dsRecords.${i}.digest`)
    }
    return { keytag: ds.keytag, algorithm: ds.algorithm, digestType: ds.digestType, digest }
  })
  if (dsRecords.length > DNS_LIMITS.maxDSRecords) {
    throw badRequest('too_many_ds_records', `At most ${DNS_LIMITS.maxDSRecords} DS record`, 'dsRecords')
  }
  return { domain, ...(nameservers ? { nameservers } : {}), dnssec, dsRecords }
}
