/**
 * The DNS check's form: what the user fills in, the request it becomes, where the API's field
 * errors go back, and how pasted zone lines fill it. The rules themselves (host names, address
 * families, digest lengths) stay the API's: its refusals come back on the fields.
 */
import type { DnsCheckConfig, DnsValidationRequest } from '@contract/dns'
import type { ZoneLines } from './zone-lines'

export interface NameserverRow {
  name: string
  /** Address entries, separated by spaces, commas or new lines; only for names inside the domain. */
  addresses: string
}

export interface DsRow {
  keytag: string
  algorithm: string
  digestType: string
  digest: string
}

export interface DnsForm {
  domain: string
  nameservers: NameserverRow[]
  dnssec: boolean
  dsRecords: DsRow[]
}

export const emptyNameserver = (): NameserverRow => ({ name: '', addresses: '' })
export const emptyDs = (): DsRow => ({ keytag: '', algorithm: '13', digestType: '2', digest: '' })

export function emptyDnsForm(config: Pick<DnsCheckConfig, 'nameserversMin'>): DnsForm {
  return { domain: '', nameservers: Array.from({ length: config.nameserversMin }, emptyNameserver), dnssec: false, dsRecords: [] }
}

const bare = (name: string): string => name.trim().toLowerCase().replace(/\.$/, '')

/** True when the nameserver is inside the domain (`ns1.example.it` for `example.it`): it needs address entries. */
export function isInside(nameserver: string, domain: string): boolean {
  const ns = bare(nameserver)
  const d = bare(domain)
  return d !== '' && ns !== '' && (ns === d || ns.endsWith(`.${d}`))
}

const splitAddresses = (text: string): string[] => text.split(/[\s,;]+/).filter((a) => a !== '')

/** The form's rows that carry a name, with their place in the form (the API counts only these). */
const namedRows = (form: DnsForm) => form.nameservers.map((row, index) => ({ row, index })).filter(({ row }) => row.name.trim() !== '')

const integer = (s: string): number => (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN)

/**
 * The request: nameservers with a name (none at all asks the validator to find the delegation),
 * address entries only for those inside the domain, DS records only with DNSSEC on.
 */
export function toRequest(form: DnsForm): DnsValidationRequest {
  const request: DnsValidationRequest = { domain: form.domain.trim(), dnsSecDisabled: !form.dnssec }
  const rows = namedRows(form)
  if (rows.length > 0) {
    request.nameservers = rows.map(({ row }) => {
      const name = row.name.trim()
      if (!isInside(name, form.domain)) return { name }
      const address = splitAddresses(row.addresses).map((value) => ({ value, type: value.includes(':') ? ('IPv6' as const) : ('IPv4' as const) }))
      return address.length > 0 ? { name, address } : { name }
    })
  }
  if (form.dnssec && form.dsRecords.length > 0) {
    // A number the user mistyped goes as it is (NaN would not pass JSON): the API names the field.
    request.dsRecords = form.dsRecords.map((d) => ({
      keytag: integer(d.keytag),
      algorithm: integer(d.algorithm),
      digestType: integer(d.digestType),
      digest: d.digest.replace(/\s+/g, ''),
    }))
  }
  return request
}

/** The form's field names, as the inputs' ids end: `domain`, `ns-0-name`, `ns-0-addresses`, `ds-0-digest`… */
export type DnsField = string

/** Every field's value, by field name, for the field errors to go when their field changes. */
export function fieldValues(form: DnsForm): Record<DnsField, unknown> {
  const values: Record<DnsField, unknown> = { domain: form.domain, nameservers: form.nameservers.map((r) => r.name), dsRecords: form.dnssec }
  form.nameservers.forEach((row, i) => {
    values[`ns-${i}-name`] = row.name
    values[`ns-${i}-addresses`] = row.addresses
  })
  form.dsRecords.forEach((d, i) => {
    for (const key of ['keytag', 'algorithm', 'digestType', 'digest'] as const) values[`ds-${i}-${key}`] = d[key]
  })
  return values
}

/**
 * The form's field for the API's (`nameservers.1.address.0.value` → `ns-2-addresses` when the
 * form's second row was left empty); undefined for one the form does not have.
 */
export function formFieldOf(form: DnsForm, apiField: string): DnsField | undefined {
  if (apiField === 'domain' || apiField === 'nameservers' || apiField === 'dsRecords') return apiField
  const ns = /^nameservers\.(\d+)(?:\.(name|address)\b.*)?$/.exec(apiField)
  if (ns) {
    const row = namedRows(form)[Number(ns[1])]
    if (!row) return 'nameservers'
    return `ns-${row.index}-${ns[2] === 'address' ? 'addresses' : 'name'}`
  }
  const ds = /^dsRecords\.(\d+)(?:\.(keytag|algorithm|digestType|digest))?$/.exec(apiField)
  if (ds) return ds[2] ? `ds-${ds[1]}-${ds[2]}` : 'dsRecords'
  return undefined
}

/**
 * The form filled from pasted zone lines: the domain (when they name one), the nameservers and
 * their addresses, and the DS records (turning DNSSEC on). What the lines do not give stays.
 */
export function fillFromZone(form: DnsForm, zone: ZoneLines, config: Pick<DnsCheckConfig, 'nameserversMin' | 'nameserversMax' | 'maxDSRecords'>): DnsForm {
  const domain = zone.domain ?? form.domain
  let nameservers = form.nameservers
  if (zone.nameservers.length > 0) {
    nameservers = zone.nameservers.slice(0, config.nameserversMax).map((name) => ({ name, addresses: (zone.addresses[name] ?? []).join(' ') }))
    while (nameservers.length < config.nameserversMin) nameservers.push(emptyNameserver())
  } else {
    // Only addresses: given to the rows whose names they belong to.
    nameservers = nameservers.map((row) => {
      const found = zone.addresses[bare(row.name)]
      return found ? { ...row, addresses: found.join(' ') } : row
    })
  }
  const dsRecords =
    zone.dsRecords.length > 0
      ? zone.dsRecords.slice(0, config.maxDSRecords).map((d) => ({ keytag: String(d.keytag), algorithm: String(d.algorithm), digestType: String(d.digestType), digest: d.digest }))
      : form.dsRecords
  return { domain, nameservers, dnssec: zone.dsRecords.length > 0 ? true : form.dnssec, dsRecords }
}
