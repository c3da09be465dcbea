/**
 * Reads the lines of a zone a user pastes (as `dig` or a zone file prints them) into what the DNS
 * check's form needs: the delegation's NS records, the A/AAAA records of its nameservers (glue)
 * and its DS records. Only these four types are read; every other line is counted as ignored.
 *
 *   example.it.  3600 IN NS  ns1.example.it.
 *   ns1.example.it. IN A 192.0.2.1
 *   example.it.  IN DS 12345 13 2 ABCD…      (a digest split by spaces is joined)
 *
 * The TTL and the class are optional and may come in either order; `;` starts a comment;
 * parentheses of multi-line records are ignored. Names are kept lower case, without the final dot.
 */

export interface ZoneDsRecord {
  readonly keytag: number
  readonly algorithm: number
  readonly digestType: number
  readonly digest: string
}

export interface ZoneLines {
  /** The owner of the first NS (or DS) record: the delegated domain. */
  readonly domain: string | null
  /** NS targets of that domain, in order, without repeats. */
  readonly nameservers: string[]
  /** A and AAAA addresses by host name. */
  readonly addresses: Record<string, string[]>
  readonly dsRecords: ZoneDsRecord[]
  /** Lines with something on them that are not an NS, DS, A or AAAA record. */
  readonly ignored: number
}

const CLASSES = new Set(['IN', 'CH', 'HS', 'CS'])
const TYPES = new Set(['NS', 'DS', 'A', 'AAAA'])

const hostName = (s: string): string => s.toLowerCase().replace(/\.$/, '')

/** Splits one line into its fields: comment and parentheses dropped, quotes not expected. */
const fieldsOf = (line: string): string[] =>
  line
    .replace(/;.*$/, '')
    .replace(/[()]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((f) => f !== '')

interface ZoneRecordLine {
  owner: string
  type: string
  data: string[]
}

/** `owner [ttl] [class] type data…`, TTL and class in either order; null if it is not a record of the four types. */
function recordOf(fields: string[]): ZoneRecordLine | null {
  const [owner, ...rest] = fields
  if (!owner) return null
  let i = 0
  for (let n = 0; n < 2 && i < rest.length; n++) {
    const f = rest[i]!
    if (/^\d+[smhdw]?$/i.test(f) || CLASSES.has(f.toUpperCase())) i++
  }
  const type = rest[i]?.toUpperCase()
  if (!type || !TYPES.has(type)) return null
  return { owner: hostName(owner), type, data: rest.slice(i + 1) }
}

const isInteger = (s: string | undefined): s is string => s !== undefined && /^\d+$/.test(s)

function dsOf(data: string[]): ZoneDsRecord | null {
  const [keytag, algorithm, digestType, ...digest] = data
  if (!isInteger(keytag) || !isInteger(algorithm) || !isInteger(digestType) || digest.length === 0) return null
  const hex = digest.join('')
  if (!/^[0-9a-f]+$/i.test(hex)) return null
  return { keytag: Number(keytag), algorithm: Number(algorithm), digestType: Number(digestType), digest: hex.toUpperCase() }
}

export function parseZoneLines(text: string): ZoneLines {
  let domain: string | null = null
  const nameservers: string[] = []
  const addresses: Record<string, string[]> = {}
  const dsRecords: ZoneDsRecord[] = []
  let ignored = 0
  for (const line of text.split(/\r?\n/)) {
    const fields = fieldsOf(line)
    if (fields.length === 0) continue
    const record = recordOf(fields)
    const value = record?.data[0]
    if (!record || value === undefined) {
      ignored++
      continue
    }
    if (record.type === 'NS' || record.type === 'DS') {
      domain ??= record.owner
      if (record.owner !== domain) {
        ignored++
        continue
      }
    }
    if (record.type === 'NS') {
      const name = hostName(value)
      if (!nameservers.includes(name)) nameservers.push(name)
    } else if (record.type === 'DS') {
      const ds = dsOf(record.data)
      if (ds) dsRecords.push(ds)
      else ignored++
    } else {
      const list = (addresses[record.owner] ??= [])
      const address = value.toLowerCase()
      if (!list.includes(address)) list.push(address)
    }
  }
  return { domain, nameservers, addresses, dsRecords, ignored }
}
