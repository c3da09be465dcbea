/**
 * The signed-in user (spec, "Security"): who the token belongs to and its groups. Apart from
 * security.ts (which re-exports it) because the sign-in screen needs only this, not the IP
 * addresses' and the users search's schemas (docs/architecture.md, "The web build as `serve`
 * sends it").
 */
import { Type, type Static } from 'typebox'
import { SELF_ACCESS } from './access.js'
import { DateTime } from './common.js'
import { defineOperation } from './operation.js'

export const UserSchema = Type.Object(
  {
    id: Type.Integer({ format: 'int64' }),
    username: Type.String(),
    name: Type.String({ description: 'First name' }),
    lastName: Type.String(),
    email: Type.String(),
    groups: Type.Array(Type.String(), { description: 'Group names: admin, billing, domain, darwin' }),
    registrarId: Type.Integer({ format: 'int64' }),
    registrarCode: Type.String({ examples: ['DEMO-REG'] }),
    created: DateTime(),
    lastupdate: DateTime(),
    lastPasswordChange: DateTime(),
  },
  { title: 'User' },
)
export type User = Static<typeof UserSchema>

export const userCurrent = defineOperation({
  id: 'security.user.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/user',
  tag: 'security',
  summary: 'The authenticated user',
  access: SELF_ACCESS,
  errorKind: 'current',
  successStatus: 200,
  response: UserSchema,
  errors: [401, 403],
})

export const userGroups = defineOperation({
  id: 'security.user.groups',
  errorCodes: [],
  method: 'GET',
  url: '/v1/user/groups',
  tag: 'security',
  summary: "The authenticated user's groups",
  access: SELF_ACCESS,
  errorKind: 'current',
  successStatus: 200,
  response: Type.Array(Type.String(), { description: 'Group names, sorted' }),
  errors: [401, 403],
})
