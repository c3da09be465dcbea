import * as oauthContract from '../../contract/oauth.js'
import { defineArea, operationsOf } from '../area.js'
import { registerOauth } from './routes.js'

export const oauthArea = defineArea({
  name: 'oauth',
  tag: { name: 'oauth', description: 'Access tokens for the sandbox (OAuth 2 password grant)' },
  operations: operationsOf(oauthContract),
  register: registerOauth,
  sandboxOnly: true,
})
