/**
 * Every machine-readable error code the API answers, in one list: `ApiError` takes only these
 * (another code does not compile), the OpenAPI document lists per operation the codes each error
 * status may carry (`x-error-codes`), and the renderer has an Italian and an English message for
 * each (`errors.<code>`, checked by a unit test). Imports nothing: the renderer reads it too.
 *
 * `implied` says which operations answer a general code: every one (`always`), those with a
 * query or path parameters (`parameters`), a query, a body, path parameters or a token. `areas`
 * names the OpenAPI tags whose operations answer an area's own code. A code with neither is answered before any operation is chosen
 * (the connection, the router) and is documented in docs/api-conventions.md only.
 */
type ErrorArea =
  | 'oauth'
  | 'customer'
  | 'registrar'
  | 'credit'
  | 'payments'
  | 'invoices'
  | 'security'
  | 'darwin'
  | 'public'
  | 'gateway'
  | 'Sandbox'

type ImpliedBy = 'always' | 'parameters' | 'query' | 'body' | 'params' | 'token' | 'declared'

export interface ErrorCodeInfo {
  readonly status: number
  /** One line in English, for the OpenAPI document and docs/api-conventions.md. */
  readonly meaning: string
  readonly implied?: ImpliedBy
  readonly areas?: readonly ErrorArea[]
}

const REGISTRAR_DATA: readonly ErrorArea[] = ['customer', 'registrar']

export const ERROR_CODES = {
  // Any operation: the request as a whole.
  invalid_parameter: { status: 400, implied: 'parameters', meaning: 'A query or path parameter fails its schema, or is unknown' },
  duplicate_host: { status: 400, implied: 'always', meaning: 'The request has more than one Host header' },
  invalid_body: { status: 400, implied: 'body', meaning: 'The body is not valid JSON or fails its schema' },
  payload_too_large: { status: 413, implied: 'body', meaning: 'The body is larger than the limit' },
  unsupported_media_type: { status: 415, implied: 'body', meaning: 'The body is of a media type the operation does not take' },
  uri_too_long: { status: 414, implied: 'params', meaning: 'A path parameter is longer than 100 characters' },
  invalid_value: { status: 400, implied: 'query', meaning: 'A value of the wrong type or outside its rules', areas: ['darwin', 'Sandbox'] },
  operator_not_allowed: { status: 400, implied: 'query', meaning: 'A search operator the parameter does not list' },
  unknown_sort_field: { status: 400, implied: 'query', meaning: '`sort` names a field that cannot be sorted on, or fields not sorted on together' },
  unauthenticated: { status: 401, implied: 'token', meaning: 'No bearer token, or a malformed Authorization header' },
  invalid_token: { status: 401, implied: 'token', meaning: 'The token is expired, altered, foreign or of a user that no longer exists' },
  insufficient_scope: { status: 403, implied: 'token', meaning: 'The token lacks the scope the operation needs' },
  forbidden_group: { status: 403, implied: 'token', meaning: 'The user is in none of the groups the operation is for' },
  not_found: { status: 404, implied: 'declared', meaning: 'A missing resource, one of another registrar, or no such operation' },
  // Before an operation is chosen: the router and Node's parser.
  method_not_allowed: { status: 405, meaning: 'A known path with a method it does not have' },
  bad_request: { status: 400, meaning: 'The request could not be read' },
  request_timeout: { status: 408, meaning: 'The request did not arrive in time' },
  request_too_large: { status: 431, meaning: 'The request line or its headers are over 16 KiB' },
  internal_error: { status: 500, meaning: 'A fault of the server; the detail is logged, never sent' },
  // The token endpoint (RFC 6749 5.2, RFC 8628 3.5).
  invalid_request: { status: 400, areas: ['oauth'], meaning: 'A field is missing or of the wrong type' },
  invalid_grant: { status: 400, areas: ['oauth'], meaning: 'Wrong username or password' },
  invalid_scope: { status: 400, areas: ['oauth'], meaning: 'An unknown scope' },
  unsupported_grant_type: { status: 400, areas: ['oauth'], meaning: 'A grant type other than password' },
  invalid_client: { status: 400, areas: ['oauth'], meaning: 'The client is not known' },
  slow_down: { status: 429, areas: ['oauth'], meaning: 'Too many failed sign-ins: wait as Retry-After says' },
  // Customer and registrar data.
  blank_value: { status: 400, areas: REGISTRAR_DATA, meaning: 'A required text is blank' },
  invalid_email: { status: 400, areas: REGISTRAR_DATA, meaning: 'Not a valid e-mail address' },
  invalid_phone: { status: 400, areas: REGISTRAR_DATA, meaning: 'Not a phone number in the form +CC.NUMBER' },
  invalid_url: { status: 400, areas: REGISTRAR_DATA, meaning: 'Not an absolute http(s) address' },
  invalid_country: { status: 400, areas: REGISTRAR_DATA, meaning: 'Not an ISO 3166-1 country code' },
  invalid_province: { status: 400, areas: REGISTRAR_DATA, meaning: 'Not an Italian province code' },
  invalid_postal_code: { status: 400, areas: REGISTRAR_DATA, meaning: 'Not a postal code of the country' },
  invalid_fiscal_code: { status: 400, areas: REGISTRAR_DATA, meaning: 'Not a valid fiscal code or VAT number' },
  invalid_language: { status: 400, areas: ['customer'], meaning: 'A language other than it or en' },
  invalid_sdi_code: { status: 400, areas: ['customer'], meaning: 'Not a recipient code of 7 uppercase letters or digits' },
  pec_required: { status: 400, areas: ['customer'], meaning: 'A PEC address is required with the recipient code 0000000' },
  einvoicing_not_applicable: { status: 400, areas: ['customer'], meaning: 'E-invoicing data applies only to private Italian customers' },
  agreement_not_accepted: { status: 400, areas: ['customer'], meaning: 'The GDPR agreement must be accepted' },
  // Credit, payments and invoices.
  insufficient_credit: { status: 409, areas: ['Sandbox'], meaning: 'The credit does not cover the charge' },
  invalid_domain: { status: 400, areas: ['Sandbox', 'public'], meaning: 'Not a valid domain name' },
  date_in_future: { status: 400, areas: ['payments'], meaning: 'The payment date is in the future' },
  inconsistent_dates: { status: 400, areas: ['payments'], meaning: 'The value date is before the payment date' },
  report_not_found: { status: 404, areas: ['payments'], meaning: 'The payment has no report' },
  gateway_unreachable: { status: 502, areas: ['payments'], meaning: 'The credit card gateway could not be contacted' },
  invalid_card: { status: 400, areas: ['Sandbox'], meaning: 'The card data are not valid' },
  card_expired: { status: 400, areas: ['Sandbox'], meaning: 'The card has expired' },
  transaction_not_pending: { status: 409, areas: ['Sandbox'], meaning: 'The credit card transaction is no longer pending' },
  invalid_transition: { status: 409, areas: ['Sandbox'], meaning: 'The payment cannot move to that status from its own' },
  pdf_unavailable: { status: 404, areas: ['invoices'], meaning: 'The invoice has no PDF yet' },
  // Security.
  invalid_ip_address: { status: 400, areas: ['security'], meaning: 'Not an IPv4 or IPv6 address, nor address/prefix' },
  ip_address_not_allowed: { status: 400, areas: ['security'], meaning: 'A loopback, multicast, link-local, unspecified or broadcast address' },
  ip_range_host_bits: { status: 400, areas: ['security'], meaning: 'A range with host bits set after its prefix' },
  ip_range_too_wide: { status: 400, areas: ['security'], meaning: 'A range wider than the registry allows' },
  ip_address_repeated: { status: 400, areas: ['security'], meaning: 'The same address twice in one request' },
  ip_address_exists: { status: 400, areas: ['security'], meaning: 'The address is already allowed for the service and user' },
  user_not_found: { status: 404, areas: ['security'], meaning: 'No such user of the registrar' },
  // Darwin.
  already_assigned: { status: 409, areas: ['darwin', 'Sandbox'], meaning: 'The request is already assigned' },
  not_assigned: { status: 409, areas: ['darwin', 'Sandbox'], meaning: 'The request is not assigned' },
  request_status_incompatible: { status: 409, areas: ['darwin', 'Sandbox'], meaning: 'The request status does not allow this' },
  no_update_to_review: { status: 409, areas: ['darwin', 'Sandbox'], meaning: 'No contact data update waits for the registry' },
  required_documents_missing: { status: 400, areas: ['darwin'], meaning: 'Required documents are not uploaded yet' },
  contact_update_missing: { status: 400, areas: ['darwin'], meaning: 'A contact needs a contact data update first' },
  country_not_changeable: { status: 400, areas: ['darwin'], meaning: "The contact's country cannot be changed" },
  read_only_field: { status: 400, areas: ['darwin'], meaning: 'The field cannot be changed' },
  unknown_request: { status: 400, areas: ['darwin', 'Sandbox'], meaning: 'No such darwin request' },
  unknown_user: { status: 400, areas: ['darwin'], meaning: 'No such user of the registrar in a group that may work darwin' },
  unknown_anomaly_code: { status: 400, areas: ['darwin', 'Sandbox'], meaning: 'Not an anomaly code' },
  invalid_document: { status: 400, areas: ['darwin'], meaning: 'The document description is not valid' },
  invalid_multipart: { status: 400, areas: ['darwin'], meaning: 'The multipart body cannot be read' },
  missing_part: { status: 400, areas: ['darwin'], meaning: 'A required part of the multipart body is missing' },
  unexpected_part: { status: 400, areas: ['darwin'], meaning: 'A part the upload does not take' },
  empty_file: { status: 400, areas: ['darwin'], meaning: 'The file is empty' },
  unsupported_file_type: { status: 400, areas: ['darwin'], meaning: 'A file other than PDF or JPEG' },
  file_content_mismatch: { status: 400, areas: ['darwin'], meaning: 'The file content is not of its declared type' },
  file_too_large: { status: 413, areas: ['darwin'], meaning: 'The file is larger than the limit' },
  file_not_found: { status: 404, areas: ['darwin'], meaning: 'The document has no stored file' },
  // DNS check.
  domain_not_it: { status: 400, areas: ['public'], meaning: 'Not a domain under .it' },
  invalid_xml: { status: 400, areas: ['public'], meaning: 'The XML body cannot be read' },
  invalid_nameserver: { status: 400, areas: ['public'], meaning: 'Not a valid name server name' },
  duplicate_nameserver: { status: 400, areas: ['public'], meaning: 'The same name server twice' },
  nameserver_count: { status: 400, areas: ['public'], meaning: 'Fewer or more name servers than the registry takes' },
  invalid_address: { status: 400, areas: ['public'], meaning: 'Not a valid IP address of a name server' },
  address_type_mismatch: { status: 400, areas: ['public'], meaning: 'The address is not of its declared type' },
  ipv6_disabled: { status: 400, areas: ['public'], meaning: 'IPv6 addresses are not accepted' },
  invalid_digest: { status: 400, areas: ['public'], meaning: 'The DS digest is not valid' },
  unsupported_digest_type: { status: 400, areas: ['public'], meaning: 'A DS digest type the registry does not take' },
  too_many_ds_records: { status: 400, areas: ['public'], meaning: 'More DS records than the registry takes' },
  // Statistics.
  date_out_of_range: { status: 400, areas: ['public'], meaning: "A date before the first day of the statistics or after the registry's today" },
  range_reversed: { status: 400, areas: ['public'], meaning: 'The range starts after it ends (`from` after `to`)' },
  range_too_long: { status: 400, areas: ['public'], meaning: 'The range has more periods than one answer holds' },
  // The gateway in live mode (docs/live-mode.md).
  api_key_required: { status: 401, areas: ['gateway'], meaning: 'The local API key is missing or wrong (X-Api-Key)' },
  origin_not_allowed: { status: 403, meaning: 'A page of another origin called the local server' },
  host_not_allowed: { status: 421, meaning: 'A Host other than the own address of the local server' },
  registry_offline: { status: 503, meaning: 'Live mode: the registry cannot be reached; nothing was sent' },
  upstream_unreachable: { status: 504, meaning: 'Live mode: the registry cannot be reached and the address was never read before' },
  upstream_outcome_unknown: { status: 504, meaning: 'Live mode: the registry did not answer in time; the operation may have been carried out' },
  upstream_failed: { status: 502, meaning: 'Live mode: the registry gave no usable answer' },
  upstream_authentication_failed: { status: 502, meaning: "Live mode: the registry refused the gateway's credentials" },
  // Fault injection (docs/faults.md): the status is the rule's own; 503 is the default.
  fault_injected: { status: 503, meaning: "A fault rule of the gateway answered in the registry's place, with the rule's status" },
} as const satisfies Record<string, ErrorCodeInfo>

export type ErrorCode = keyof typeof ERROR_CODES

/** Every code, in the list's order. */
export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[]

/** Codes whose status is `S`: a conflict takes only 409 codes, and so on. */
export type ErrorCodeWithStatus<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C]['status'] extends S ? C : never
}[ErrorCode]

/** One failing input of a request that fails validation (the `errors` member of both error kinds). */
export interface FieldError {
  readonly field: string
  readonly code: ErrorCode
}
