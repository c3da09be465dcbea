/**
 * Rules of the IP address allow lists: addresses are validated and normalised (ip.ts) before
 * they are compared or stored, the user must be one of the caller's registrar, and an address
 * is allowed at most once per service and user. Choices: docs/security.md.
 */
import { ApiError, badRequest, invalidFields, notFound } from '../../api-error.js'
import type { FieldError } from '../../contract/errors.js'
import { EQUALITY } from '../../contract/query.js'
import type { IpAddress, IpAddressCreate } from '../../contract/security.js'
import { splitOperator } from '../../db/search.js'
import { formatDateTime } from '../../time.js'
import { checkIpAddress } from '../../validation/ip-address.js'
import type { IpAddressQuery, IpAddressRepository, IpAddressRow } from './ip-repository.js'

const toIpAddress = (row: IpAddressRow): IpAddress => ({
  id: row.id,
  service: row.service,
  userId: row.user_id,
  username: row.username,
  ipAddress: row.ip_address,
  created: formatDateTime(row.created),
})

/** `ipAddress=in:2001:DB8::1,192.0.2.1` → the same operator over normalised spellings. */
function normaliseFilter(raw: string): string {
  const { op, value } = splitOperator(raw)
  // Other operators are left for the search grammar to refuse with operator_not_allowed.
  if (!(EQUALITY as readonly string[]).includes(op)) return raw
  const items = op === 'in' || op === 'notIn' ? value.split(',').filter((v) => v !== '') : [value]
  const spelled = items.map((item) => {
    const parsed = checkIpAddress(item)
    if (!parsed.ok) throw badRequest('invalid_value', `ipAddress: ${parsed.message}`, 'ipAddress')
    return parsed.value
  })
  // An empty list is left as it is: the search grammar reports it.
  return `${op}:${spelled.join(',') || value}`
}

export interface IpAddressService {
  list(registrarId: number, query: IpAddressQuery): IpAddress[]
  create(registrarId: number, request: IpAddressCreate): IpAddress[]
  delete(registrarId: number, id: number): void
}

/** A refused entry of a creation request, with the sentence of its own. */
type Problem = FieldError & { readonly message: string }

export function createIpAddressService(repo: IpAddressRepository, now: () => number): IpAddressService {
  return {
    list(registrarId, query) {
      const filters = typeof query.ipAddress === 'string' ? { ...query, ipAddress: normaliseFilter(query.ipAddress) } : query
      return repo.list(registrarId, filters).map(toIpAddress)
    },

    create(registrarId, { service, userId, ipAddresses }) {
      const user = repo.userOf(registrarId, userId)
      if (!user) throw new ApiError(404, 'user_not_found', `User ${userId} not found`, 'userId')
      // Every refused entry at once, in their order (a form shows each): what is wrong with the
      // entry itself, a repeat within the request, or an address already allowed. All are 400: the
      // spec lists no 409 for this operation.
      const seen = new Map<string, number>()
      const refused: Problem[] = []
      const values = ipAddresses.map((raw, i) => {
        const field = `ipAddresses.${i}`
        const parsed = checkIpAddress(raw)
        if (!parsed.ok) return void refused.push({ field, code: parsed.problem, message: parsed.message })
        const earlier = seen.get(parsed.value)
        if (earlier !== undefined) {
          return void refused.push({ field, code: 'ip_address_repeated', message: `'${raw}' is the same address as ipAddresses.${earlier}` })
        }
        seen.set(parsed.value, i)
        if (repo.exists(registrarId, service, userId, parsed.value)) {
          return void refused.push({ field, code: 'ip_address_exists', message: `${parsed.value} is already allowed for ${service} and user ${user.username}` })
        }
        return parsed.value
      })
      const refusal = invalidFields(refused)
      if (refusal) throw refusal
      const accepted = values.filter((v): v is string => v !== undefined)
      const created = now()
      return repo
        .insertAll(accepted.map((ipAddress) => ({ registrarId, userId, service, ipAddress, created })))
        .map(toIpAddress)
    },

    delete(registrarId, id) {
      if (!repo.delete(registrarId, id)) throw notFound('IP address')
    },
  }
}
