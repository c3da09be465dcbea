/**
 * Security (spec, "Security"): the IP addresses allowed for the registry's other services (EPP
 * server, DAS), the authenticated user and its groups (declared in user.ts, re-exported here), and
 * the search of the registrar's users. Choices where the spec is silent: docs/security.md.
 */
import { Type, type Static } from 'typebox'
import { IP_ACCESS, USERS_ACCESS } from './access.js'
import { DateTime, Int64, PagedOf } from './common.js'
import { ALL_GROUPS, defineOperation } from './operation.js'
import { COMPARISON, countQuerySchema, defineSearch, EQUALITY, searchQuerySchema } from './query.js'
import { UserSchema } from './user.js'

export const IP_SERVICES = ['epp-server', 'das'] as const
export type IpService = (typeof IP_SERVICES)[number]

/** Most addresses one creation request may carry. */
export const MAX_IP_ADDRESSES_PER_REQUEST = 20


const Service = Type.Enum(
  [...IP_SERVICES],
  { description: 'The registry service the address may connect to: `epp-server` or `das`' },
)

const IpAddressSchema = Type.Object(
  {
    id: Type.Integer({ format: 'int64', description: 'Assigned by the registry' }),
    service: Service,
    userId: Type.Integer({ format: 'int64', description: 'The user the address is allowed for' }),
    username: Type.String({ description: "That user's username" }),
    ipAddress: Type.String({
      description: 'IPv4 or IPv6 address, or a CIDR range (network/prefix), in normalised form',
      examples: ['192.0.2.10', '2001:db8::/64'],
    }),
    created: DateTime('When the record was created'),
  },
  { title: 'IpAddress' },
)
export type IpAddress = Static<typeof IpAddressSchema>

/**
 * What an allow list takes: an IPv4 address (four decimal parts), an IPv6 address (no zone id),
 * or either with a `/prefix`, surrounding blanks trimmed. The formats are the check for a lone address; a range's address part
 * and the ranges refused (loopback, too wide, host bits set: features/security/ip.ts) are the
 * service's, with their own codes. Each branch answers `invalid_ip_address`, as the service does.
 */
const refusedAs = { 'x-error-code': 'invalid_ip_address' } as const
const ADDRESS_CHARS = '[0-9A-Fa-f.:]+'
const PREFIX = '(?:0|[1-9][0-9]{0,2})'
const IpAddressOrRange = Type.Union(
  [
    Type.String({ format: 'ipv4', ...refusedAs }),
    Type.String({ format: 'ipv6', maxLength: 64, ...refusedAs }),
    // A range, or an address with blanks around it (trimmed): the service checks the address part.
    // A bare address has no blank and no prefix, so only the two formats above admit it.
    Type.String({ pattern: `^(?:\\s*${ADDRESS_CHARS}/${PREFIX}\\s*|\\s+${ADDRESS_CHARS}\\s*|${ADDRESS_CHARS}\\s+)$`, maxLength: 64, ...refusedAs }),
  ],
  {
    description: 'IPv4 or IPv6 address, or a CIDR range `address/prefix` (at most /24 wide for IPv4, /48 for IPv6, no host bits), surrounding blanks trimmed; loopback, link-local, multicast, unspecified and broadcast addresses answer ip_address_not_allowed',
    examples: ['192.0.2.10', '2001:db8::/64'],
  },
)

const IpAddressCreateSchema = Type.Object(
  {
    service: Service,
    userId: Type.Integer({ format: 'int64', minimum: 1, description: "A user of the caller's registrar" }),
    ipAddresses: Type.Array(
      IpAddressOrRange,
      {
        minItems: 1,
        maxItems: MAX_IP_ADDRESSES_PER_REQUEST,
        description: `1 to ${MAX_IP_ADDRESSES_PER_REQUEST} addresses or ranges; all are created, or none`,
      },
    ),
  },
  { additionalProperties: false, title: 'IpAddressCreateRequest' },
)
export type IpAddressCreate = Static<typeof IpAddressCreateSchema>

export const ipAddressFilters = defineSearch({
  filters: {
    service: { kind: 'string', operators: EQUALITY, values: IP_SERVICES, description: 'Service' },
    userId: { kind: 'integer', operators: EQUALITY, description: 'Id of the user' },
    ipAddress: {
      kind: 'string',
      operators: EQUALITY,
      description: 'Address or range, in any spelling (it is normalised before comparing)',
    },
  },
  sort: [],
})

export const ipAddressesList = defineOperation({
  id: 'security.ipAddresses.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/ipAddresses',
  tag: 'security',
  summary: "List the registrar's allowed IP addresses",
  description: 'Not paged. Ordered by service, user id, then address.',
  access: IP_ACCESS,
  errorKind: 'current',
  query: countQuerySchema(ipAddressFilters),
  successStatus: 200,
  response: Type.Array(IpAddressSchema),
  errors: [400, 401, 403],
})

export const ipAddressesCreate = defineOperation({
  id: 'security.ipAddresses.create',
  errorCodes: ['invalid_ip_address', 'ip_address_not_allowed', 'ip_range_host_bits', 'ip_range_too_wide', 'ip_address_repeated', 'ip_address_exists', 'user_not_found'],
  method: 'POST',
  url: '/v1/ipAddresses',
  tag: 'security',
  summary: 'Allow IP addresses for a service and a user',
  description:
    'Creates one record per address, all or none. 404 `user_not_found` when the user is not one of the registrar\'s; 400 `ip_address_exists` when an address is already allowed for that service and user (the spec lists no 409 here), named with every other refused address in `errors`.',
  access: IP_ACCESS,
  errorKind: 'current',
  body: IpAddressCreateSchema,
  successStatus: 201,
  response: Type.Array(IpAddressSchema),
  errors: [400, 401, 403, 404],
})

export const ipAddressesDelete = defineOperation({
  id: 'security.ipAddresses.delete',
  errorCodes: [],
  method: 'DELETE',
  url: '/v1/ipAddresses/:ipAddressId',
  tag: 'security',
  summary: 'Remove an allowed IP address',
  access: IP_ACCESS,
  errorKind: 'current',
  params: Type.Object({ ipAddressId: Int64('Id of the IP address record') }),
  successStatus: 204,
  errors: [400, 401, 403, 404],
})

export { type User, userCurrent, userGroups } from './user.js'

const TEXT_OPERATORS = [...EQUALITY, 'contains', 'startsWith', 'endsWith'] as const
const INSTANT_OPERATORS = [...EQUALITY, ...COMPARISON.filter((o) => o !== 'eq' && o !== 'ne'), 'between'] as const

export const userSearch = defineSearch({
  filters: {
    username: { kind: 'string', operators: EQUALITY, description: 'Username' },
    name: { kind: 'string', operators: TEXT_OPERATORS, description: 'First name; contains, startsWith and endsWith ignore ASCII case' },
    lastName: { kind: 'string', operators: TEXT_OPERATORS, description: 'Last name; contains, startsWith and endsWith ignore ASCII case' },
    email: { kind: 'string', operators: EQUALITY, description: 'E-mail address' },
    group: { kind: 'string', operators: ['eq'], values: ALL_GROUPS, description: 'A group the user belongs to; a plain value, no operator prefix' },
    created: { kind: 'dateTime', operators: INSTANT_OPERATORS, multiple: true, description: 'Creation instant' },
    lastupdate: { kind: 'dateTime', operators: INSTANT_OPERATORS, multiple: true, description: 'Last update instant' },
    lastPasswordChange: { kind: 'dateTime', operators: INSTANT_OPERATORS, multiple: true, description: 'Last password change instant' },
  },
  sort: ['username', 'name', 'lastName', 'email', 'created', 'lastupdate', 'lastPasswordChange', 'id'],
  combinations: ['lastName+name', 'lastName+-name'],
})

const UserPageSchema = PagedOf(UserSchema, 'UserPage')
export type UserPage = Static<typeof UserPageSchema>

export const usersList = defineOperation({
  id: 'security.users.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/users',
  tag: 'security',
  summary: "Search the registrar's users",
  description:
    'Ordered by username unless `sort` is given; every explicit sort ends on `id` (in the direction of the last sort field) so pages never overlap.',
  access: USERS_ACCESS,
  errorKind: 'current',
  query: searchQuerySchema(userSearch),
  successStatus: 200,
  response: UserPageSchema,
  errors: [400, 401, 403],
})
