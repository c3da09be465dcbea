/**
 * The public DNS check: the validator's configuration and the validation of a domain's
 * delegation (its nameservers, their address entries and, with DNSSEC, its DS records).
 * The checks, their names and the result formats are described in docs/dns-check.md.
 */
import { Type, type Static } from 'typebox'
import { defineOperation } from './operation.js'

/** The limits the validator reports and enforces. */
/** DS digest types the check computes (features/dns/dnssec.ts holds their lengths). */
const DS_DIGEST_TYPES = [1, 2, 4] as const
export type DsDigestType = (typeof DS_DIGEST_TYPES)[number]

export const DNS_LIMITS = { nameserversMin: 2, nameserversMax: 6, maxDSRecords: 1, maxAddressesPerNameserver: 8 } as const

const DnsCheckConfigSchema = Type.Object(
  {
    itOnly: Type.Boolean({ description: 'True: only domains under `.it` are validated' }),
    maxDSRecords: Type.Integer({ description: 'Most DS records a request may carry' }),
    nameserversMin: Type.Integer({ description: 'Fewest nameservers of a delegation' }),
    nameserversMax: Type.Integer({ description: 'Most nameservers of a delegation' }),
    dnsSecEnabled: Type.Boolean({ description: 'True: DS records can be validated against the zone' }),
    ipv6Enabled: Type.Boolean({ description: 'True: IPv6 address entries are accepted and queried' }),
  },
  { title: 'DNS validator configuration' },
)
export type DnsCheckConfig = Static<typeof DnsCheckConfigSchema>

const DnsAddressSchema = Type.Object(
  {
    // In XML the address is the element's text (`x-text`, as OpenAPI 3.1 has no word for it).
    value: Type.String({ maxLength: 64, description: 'The address, e.g. `192.0.2.1` or `2001:db8::1`', examples: ['192.0.2.1'], xml: { 'x-text': true } }),
    type: Type.Union([Type.Literal('IPv4'), Type.Literal('IPv6')], { description: 'The family of `value`', xml: { attribute: true } }),
  },
  { additionalProperties: false, xml: { name: 'address' } },
)

const DnsNameserverSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 254, description: 'Host name of the nameserver', examples: ['ns1.example.it'], xml: { attribute: true } }),
    address: Type.Optional(
      Type.Array(DnsAddressSchema, {
        maxItems: DNS_LIMITS.maxAddressesPerNameserver,
        description: 'Address entries (glue); required for a nameserver inside the validated domain',
      }),
    ),
  },
  { additionalProperties: false, xml: { name: 'nameserver' } },
)

const DnsDsRecordSchema = Type.Object(
  {
    keytag: Type.Integer({ minimum: 0, maximum: 65535, description: 'Key tag of the DNSKEY (RFC 4034 appendix B)' }),
    algorithm: Type.Integer({ minimum: 0, maximum: 255, description: 'DNSSEC algorithm number (e.g. 8, 13)' }),
    digestType: Type.Integer({
      enum: [...DS_DIGEST_TYPES],
      'x-error-code': 'unsupported_digest_type',
      description: '1 (SHA-1), 2 (SHA-256) or 4 (SHA-384); another answers unsupported_digest_type',
    }),
    digest: Type.String({ minLength: 1, maxLength: 200, pattern: '^[0-9A-Fa-f]+$', description: 'The digest, hexadecimal' }),
  },
  { additionalProperties: false, xml: { name: 'dsRecord' } },
)

const DnsValidationRequestSchema = Type.Object(
  {
    domain: Type.String({ minLength: 1, maxLength: 254, description: 'The domain to validate', examples: ['example.it'] }),
    nameservers: Type.Optional(
      Type.Array(DnsNameserverSchema, {
        maxItems: DNS_LIMITS.nameserversMax,
        xml: { wrapped: true },
        description: '2 to 6 nameservers; none: the domain must be delegated, and its nameservers are resolved',
      }),
    ),
    dnsSecDisabled: Type.Optional(Type.Boolean({ description: 'DNSSEC validation is off unless this is `false`' })),
    dsRecords: Type.Optional(
      Type.Array(DnsDsRecordSchema, {
        maxItems: DNS_LIMITS.maxDSRecords,
        xml: { wrapped: true },
        description: 'At most one DS record, checked when DNSSEC is on',
      }),
    ),
  },
  {
    additionalProperties: false,
    title: 'DNS validation request',
    // The XML form's element names (OpenAPI `xml` objects); features/dns/xml.ts reads it.
    xml: { name: 'request' },
    description:
      'JSON, or XML with root `request`: `domain`; `nameservers` of `nameserver name="…"` with `address type="IPv4|IPv6"` children; `dsRecords` of `dsRecord` with `keytag`, `algorithm`, `digestType`, `digest`; `dnsSecDisabled`.',
  },
)
export type DnsValidationRequest = Static<typeof DnsValidationRequestSchema>

const DNS_FORMATS = ['minimal', 'terse', 'verbose'] as const
export type DnsFormat = (typeof DNS_FORMATS)[number]

export const DNS_CHECK_NAMES = [
  'Delegated',
  'NameserverCount',
  'GlueRequired',
  'NameserverResolvable',
  'NameserverReachable',
  'Authoritative',
  'SoaSerialConsistent',
  'NsSetConsistent',
  'NsSetMatchesRequest',
  'GlueMatches',
  'DsMatchesDnskey',
] as const

const DnsTestSchema = Type.Object({
  name: Type.Enum(DNS_CHECK_NAMES, { description: 'Stable name of the check' }),
  status: Type.Union([Type.Literal('PASSED'), Type.Literal('FAILED'), Type.Literal('SKIPPED')]),
  message: Type.String({ description: 'What was found, in English' }),
  nameserver: Type.Optional(Type.String({ description: 'The nameserver the outcome is about' })),
  address: Type.Optional(Type.String({ description: 'The address the outcome is about' })),
  keytag: Type.Optional(Type.Integer({ description: 'The DS record the outcome is about' })),
})
export type DnsTest = Static<typeof DnsTestSchema>

const DnsQuerySchema = Type.Object({
  nameserver: Type.String({ description: 'The nameserver asked, or `resolver`' }),
  address: Type.String({ description: 'The address asked (or the resolver, `system` for the system one)' }),
  protocol: Type.Union([Type.Literal('udp'), Type.Literal('tcp'), Type.Literal('resolver')]),
  qname: Type.String(),
  qtype: Type.String(),
  durationMs: Type.Integer({ minimum: 0 }),
  outcome: Type.Union([Type.Literal('answered'), Type.Literal('timeout'), Type.Literal('refused'), Type.Literal('error')]),
  error: Type.Optional(Type.String({ description: 'Why no answer was received' })),
  rcode: Type.Optional(Type.String({ description: 'Response code: NOERROR, NXDOMAIN, REFUSED…' })),
  authoritative: Type.Optional(Type.Boolean({ description: 'The AA bit of the answer' })),
  truncated: Type.Optional(Type.Boolean({ description: 'The TC bit of the answer (then asked again over TCP)' })),
  answers: Type.Optional(Type.Array(Type.String(), { description: 'Answer section, presentation format' })),
  authorities: Type.Optional(Type.Array(Type.String(), { description: 'Authority section, presentation format' })),
})
export type DnsQuery = Static<typeof DnsQuerySchema>

const DnsValidationResultSchema = Type.Object(
  {
    domain: Type.String({ description: 'The domain, fully qualified (with trailing dot)', examples: ['example.it.'] }),
    status: Type.Union([Type.Literal('SUCCEEDED'), Type.Literal('FAILED')]),
    validationId: Type.String({ description: 'Identifier of this validation' }),
    validationDate: Type.Integer({ description: 'When the validation ran, epoch milliseconds' }),
    version: Type.String({ description: 'Version of the validator' }),
    tests: Type.Optional(Type.Array(DnsTestSchema, { description: 'terse and verbose: each check and its outcome' })),
    queries: Type.Optional(Type.Array(DnsQuerySchema, { description: 'verbose: every query sent and its answer' })),
  },
  { title: 'DNS validation result' },
)
export type DnsValidationResult = Static<typeof DnsValidationResultSchema>

export const dnsCheckValidate = defineOperation({
  id: 'public.dnsCheck.validate',
  errorCodes: ['invalid_xml', 'invalid_domain', 'domain_not_it', 'invalid_nameserver', 'duplicate_nameserver', 'nameserver_count', 'invalid_address', 'address_type_mismatch', 'ipv6_disabled', 'invalid_digest', 'unsupported_digest_type', 'too_many_ds_records'],
  method: 'POST',
  url: '/v1/dns-check/validate',
  tag: 'Public',
  summary: "Validate a domain's delegation (nameservers, address entries, DS records)",
  description:
    'Queries the nameservers (UDP, TCP when truncated; 2 s per query, 8 s in all). With no nameservers the domain must be delegated and its nameservers are resolved. `format`: `minimal` (outcome), `terse` (and each check), `verbose` (default: and every query). See docs/dns-check.md.',
  access: { public: true },
  errorKind: 'current',
  query: Type.Object(
    { format: Type.Optional(Type.Enum(DNS_FORMATS, { default: 'verbose', description: 'Detail of the result' })) },
    { additionalProperties: false },
  ),
  body: DnsValidationRequestSchema,
  consumes: ['application/json', 'application/xml', 'text/xml'],
  successStatus: 200,
  response: DnsValidationResultSchema,
  errors: [400],
})

export const dnsCheckConfig = defineOperation({
  id: 'public.dnsCheck.config',
  errorCodes: [],
  method: 'GET',
  url: '/v1/dns-check/config',
  tag: 'Public',
  summary: "Read the DNS validator's configuration",
  access: { public: true },
  errorKind: 'current',
  successStatus: 200,
  response: DnsCheckConfigSchema,
  errors: [],
})
