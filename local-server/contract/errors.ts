/**
 * Every machine-readable error code the API answers, in one list: `ApiError` takes only these
 * (another code does not compile), the OpenAPI document lists per operation the codes each error
 * status may carry (`x-error-codes`), and the renderer has an Italian and an English message for
 * each (`errors.<code>`, checked by a unit test). Imports nothing: the renderer reads it too.
 *
 * `implied` says which operations answer a general code: every one (`always`), those with a
 * query or path parameters (`parameters`), a query, a body, path parameters, a token, a scope or
 * groups (`everyUser` operations have none). `areas`
 * names the OpenAPI tags whose operations answer an area's own code. A code with neither is
 * answered before any operation is chosen (the connection, the router) and is documented in
 * docs/api-conventions.md only. What each code means is its doc comment, in English as
 * docs/api-conventions.md says it: a comment, not a string, since the renderer loads this list
 * with its sign-in screen, which has no use for a hundred sentences.
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
  | 'Public'
  | 'gateway'
  | 'Sandbox'

type ImpliedBy = 'always' | 'parameters' | 'query' | 'body' | 'params' | 'token' | 'scope' | 'groups' | 'declared'

export interface ErrorCodeInfo {
  readonly status: number
  readonly implied?: ImpliedBy
  readonly areas?: readonly ErrorArea[]
}

const REGISTRAR_DATA: readonly ErrorArea[] = ['customer', 'registrar']

export const ERROR_CODES = {
  // Any operation: the request as a whole.
  /** A query or path parameter fails its schema, or is unknown */
  invalid_parameter: { status: 400, implied: 'parameters' },
  /** The request has more than one Host header */
  duplicate_host: { status: 400, implied: 'always' },
  /** The request has more than one Authorization header */
  duplicate_authorization: { status: 400, implied: 'always' },
  /** The body is not valid JSON or fails its schema */
  invalid_body: { status: 400, implied: 'body' },
  /** The body is larger than the limit */
  payload_too_large: { status: 413, implied: 'body' },
  /** The body is of a media type the operation does not take */
  unsupported_media_type: { status: 415, implied: 'body' },
  /** A path parameter is longer than 100 characters */
  uri_too_long: { status: 414, implied: 'params' },
  /** A value of the wrong type or outside its rules */
  invalid_value: { status: 400, implied: 'query', areas: ['darwin', 'Sandbox'] },
  /** A search operator the parameter does not list */
  operator_not_allowed: { status: 400, implied: 'query' },
  /** `sort` names a field that cannot be sorted on, or fields not sorted on together */
  unknown_sort_field: { status: 400, implied: 'query' },
  /** No bearer token, or a malformed Authorization header */
  unauthenticated: { status: 401, implied: 'token' },
  /** The token is expired, altered, foreign or of a user that no longer exists */
  invalid_token: { status: 401, implied: 'token' },
  /** The token lacks the scope the operation needs */
  insufficient_scope: { status: 403, implied: 'scope' },
  /** The user is in none of the groups the operation is for */
  forbidden_group: { status: 403, implied: 'groups' },
  /** A missing resource, one of another registrar, or no such operation */
  not_found: { status: 404, implied: 'declared' },
  // Before an operation is chosen: the router and Node's parser.
  /** A known path with a method it does not have */
  method_not_allowed: { status: 405 },
  /** The request could not be read */
  bad_request: { status: 400 },
  /** The request did not arrive in time */
  request_timeout: { status: 408 },
  /** The request line or its headers are over 16 KiB */
  request_too_large: { status: 431 },
  /** A fault of the server; the detail is logged, never sent */
  internal_error: { status: 500 },
  // The token endpoint (RFC 6749 5.2, RFC 8628 3.5).
  /** A field is missing or of the wrong type */
  invalid_request: { status: 400, areas: ['oauth'] },
  /** Wrong username or password */
  invalid_grant: { status: 400, areas: ['oauth'] },
  /** An unknown scope */
  invalid_scope: { status: 400, areas: ['oauth'] },
  /** A grant type other than password */
  unsupported_grant_type: { status: 400, areas: ['oauth'] },
  /** The client is not known */
  invalid_client: { status: 400, areas: ['oauth'] },
  /** Too many failed sign-ins: wait as Retry-After says */
  slow_down: { status: 429, areas: ['oauth'] },
  // Customer and registrar data.
  /** A required text is blank */
  blank_value: { status: 400, areas: REGISTRAR_DATA },
  /** Not a valid e-mail address */
  invalid_email: { status: 400, areas: REGISTRAR_DATA },
  /** Not a phone number in the form +CC.NUMBER */
  invalid_phone: { status: 400, areas: REGISTRAR_DATA },
  /** Not an absolute http(s) address */
  invalid_url: { status: 400, areas: REGISTRAR_DATA },
  /** Not an ISO 3166-1 country code */
  invalid_country: { status: 400, areas: REGISTRAR_DATA },
  /** Not an Italian province code */
  invalid_province: { status: 400, areas: REGISTRAR_DATA },
  /** Not a postal code of the country */
  invalid_postal_code: { status: 400, areas: REGISTRAR_DATA },
  /** Not a valid fiscal code or VAT number */
  invalid_fiscal_code: { status: 400, areas: REGISTRAR_DATA },
  /** A language other than it or en */
  invalid_language: { status: 400, areas: ['customer'] },
  /** Not a recipient code of 7 uppercase letters or digits */
  invalid_sdi_code: { status: 400, areas: ['customer'] },
  /** A PEC address is required with the recipient code 0000000 */
  pec_required: { status: 400, areas: ['customer'] },
  /** E-invoicing data applies only to private Italian customers */
  einvoicing_not_applicable: { status: 400, areas: ['customer'] },
  /** The GDPR agreement must be accepted */
  agreement_not_accepted: { status: 400, areas: ['customer'] },
  // Credit, payments and invoices.
  /** The credit does not cover the charge */
  insufficient_credit: { status: 409, areas: ['Sandbox'] },
  /** Not a valid domain name */
  invalid_domain: { status: 400, areas: ['Sandbox', 'Public'] },
  /** The payment date is in the future */
  date_in_future: { status: 400, areas: ['payments'] },
  /** The value date is before the payment date */
  inconsistent_dates: { status: 400, areas: ['payments'] },
  /** The payment has no report */
  report_not_found: { status: 404, areas: ['payments'] },
  /** The credit card gateway could not be contacted */
  gateway_unreachable: { status: 502, areas: ['payments'] },
  /** The card data are not valid */
  invalid_card: { status: 400, areas: ['Sandbox'] },
  /** The card has expired */
  card_expired: { status: 400, areas: ['Sandbox'] },
  /** The credit card transaction is no longer pending */
  transaction_not_pending: { status: 409, areas: ['Sandbox'] },
  /** The payment cannot move to that status from its own */
  invalid_transition: { status: 409, areas: ['Sandbox'] },
  /** The invoice has no PDF yet */
  pdf_unavailable: { status: 404, areas: ['invoices'] },
  // Security.
  /** Not an IPv4 or IPv6 address, nor address/prefix */
  invalid_ip_address: { status: 400, areas: ['security'] },
  /** A loopback, multicast, link-local, unspecified or broadcast address */
  ip_address_not_allowed: { status: 400, areas: ['security'] },
  /** A range with host bits set after its prefix */
  ip_range_host_bits: { status: 400, areas: ['security'] },
  /** A range wider than the registry allows */
  ip_range_too_wide: { status: 400, areas: ['security'] },
  /** The same address twice in one request */
  ip_address_repeated: { status: 400, areas: ['security'] },
  /** The address is already allowed for the service and user */
  ip_address_exists: { status: 400, areas: ['security'] },
  /** No such user of the registrar */
  user_not_found: { status: 404, areas: ['security', 'darwin'] },
  // Darwin.
  /** The request is already assigned */
  already_assigned: { status: 409, areas: ['darwin', 'Sandbox'] },
  /** The request is not assigned */
  not_assigned: { status: 409, areas: ['darwin', 'Sandbox'] },
  /** The request status does not allow this */
  request_status_incompatible: { status: 409, areas: ['darwin', 'Sandbox'] },
  /** No contact data update waits for the registry */
  no_update_to_review: { status: 409, areas: ['darwin', 'Sandbox'] },
  /** Required documents are not uploaded yet */
  required_documents_missing: { status: 400, areas: ['darwin'] },
  /** A contact needs a contact data update first */
  contact_update_missing: { status: 400, areas: ['darwin'] },
  /** The contact's country cannot be changed */
  country_not_changeable: { status: 400, areas: ['darwin'] },
  /** The field cannot be changed */
  read_only_field: { status: 400, areas: ['darwin'] },
  /** The darwin request a body names does not exist, is another registrar's, or was not assigned to the darwin-group user */
  unknown_request: { status: 404, areas: ['darwin'] },
  /** The user is in none of the groups that may work darwin requests (admin, domain, darwin) */
  user_not_assignable: { status: 400, areas: ['darwin'] },
  /** Not an anomaly code */
  unknown_anomaly_code: { status: 400, areas: ['darwin', 'Sandbox'] },
  /** The document description is not valid */
  invalid_document: { status: 400, areas: ['darwin'] },
  /** The multipart body cannot be read */
  invalid_multipart: { status: 400, areas: ['darwin'] },
  /** A required part of the multipart body is missing */
  missing_part: { status: 400, areas: ['darwin'] },
  /** A part the upload does not take */
  unexpected_part: { status: 400, areas: ['darwin'] },
  /** The file is empty */
  empty_file: { status: 400, areas: ['darwin'] },
  /** A file other than PDF or JPEG */
  unsupported_file_type: { status: 400, areas: ['darwin'] },
  /** The file content is not of its declared type */
  file_content_mismatch: { status: 400, areas: ['darwin'] },
  /** The file is larger than the limit */
  file_too_large: { status: 413, areas: ['darwin'] },
  /** The document has no stored file */
  file_not_found: { status: 404, areas: ['darwin'] },
  // DNS check.
  /** Not a domain under .it */
  domain_not_it: { status: 400, areas: ['Public'] },
  /** The XML body cannot be read */
  invalid_xml: { status: 400, areas: ['Public'] },
  /** Not a valid name server name */
  invalid_nameserver: { status: 400, areas: ['Public'] },
  /** The same name server twice */
  duplicate_nameserver: { status: 400, areas: ['Public'] },
  /** Fewer or more name servers than the registry takes */
  nameserver_count: { status: 400, areas: ['Public'] },
  /** Not a valid IP address of a name server */
  invalid_address: { status: 400, areas: ['Public'] },
  /** The address is not of its declared type */
  address_type_mismatch: { status: 400, areas: ['Public'] },
  /** IPv6 addresses are not accepted */
  ipv6_disabled: { status: 400, areas: ['Public'] },
  /** The DS digest is not valid */
  invalid_digest: { status: 400, areas: ['Public'] },
  /** A DS digest type the registry does not take */
  unsupported_digest_type: { status: 400, areas: ['Public'] },
  /** More DS records than the registry takes */
  too_many_ds_records: { status: 400, areas: ['Public'] },
  // Statistics.
  /** A date before the first day of the statistics or after the registry's today */
  date_out_of_range: { status: 400, areas: ['Public'] },
  /** The range starts after it ends (`from` after `to`) */
  range_reversed: { status: 400, areas: ['Public'] },
  /** The range has more periods than one answer holds */
  range_too_long: { status: 400, areas: ['Public'] },
  // The gateway in live mode (docs/live-mode.md).
  /** The local API key is missing or wrong (X-Api-Key) */
  api_key_required: { status: 401, areas: ['gateway'] },
  /** A page of another origin called the local server */
  origin_not_allowed: { status: 403 },
  /** A Host other than the own address of the local server */
  host_not_allowed: { status: 421 },
  /** Live mode: the registry cannot be reached; nothing was sent */
  registry_offline: { status: 503 },
  /** Live mode: the registry cannot be reached and the address was never read before */
  upstream_unreachable: { status: 504 },
  /** Live mode: the registry did not answer in time; the operation may have been carried out */
  upstream_outcome_unknown: { status: 504 },
  /** Live mode: the registry gave no usable answer */
  upstream_failed: { status: 502 },
  /** Live mode: the registry refused the gateway's credentials */
  upstream_authentication_failed: { status: 502 },
  // Fault injection (docs/faults.md): the status is the rule's own; 503 is the default.
  /** A fault rule of the gateway answered in the registry's place, with the rule's status */
  fault_injected: { status: 503 },
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
