import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import type { OpenAPIV3_1 } from 'openapi-types'
import { SCOPE_DESCRIPTIONS } from '../contract/oauth.js'
import type { OperationDef } from '../contract/operation.js'
import type { ApiTag } from '../features/area.js'
import { addErrorCodes } from './openapi-error-codes.js'
import { asLiveDocument } from './openapi-live.js'

/**
 * What @fastify/swagger cannot take from a route schema, added to the generated document: the
 * `encoding` of multipart parts (it keeps only the schema of a media type).
 */
function addPartEncodings(document: OpenAPIV3_1.Document, operations: ReadonlyMap<string, OperationDef>): OpenAPIV3_1.Document {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
      const def = typeof operation === 'object' && operation?.operationId ? operations.get(operation.operationId) : undefined
      const multipart = (operation?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.['multipart/form-data']
      if (!def?.partTypes || !multipart) continue
      multipart.encoding = Object.fromEntries(Object.entries(def.partTypes).map(([part, contentType]) => [part, { contentType }]))
    }
  }
  return document
}

/**
 * The OpenAPI 3.1 document, generated from the same route schemas that validate and serialize;
 * `tags` come from the list of areas (features/index.ts) and the gateway. In live mode local
 * programs authenticate with the local API key, not a token (openapi-live.ts).
 */
export async function registerOpenApi(app: FastifyInstance, tags: readonly ApiTag[], mode: { live: boolean }): Promise<void> {
  // Operations declared with `mount` (their route config carries the declaration), by id.
  const operations = new Map<string, OperationDef>()
  app.addHook('onRoute', (route) => {
    const def = (route.config as { operation?: OperationDef } | undefined)?.operation
    if (def) operations.set(def.id, def)
  })
  await app.register(swagger, {
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject
      const document = addErrorCodes(addPartEncodings(documentObject.openapiObject as OpenAPIV3_1.Document, operations), operations)
      return mode.live ? asLiveDocument(document) : document
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Registrar API (sandbox)',
        version: 'v1.0',
        description:
          'The Registrar API of the registry, as served by the offline sandbox. Conventions (search grammar, paging, errors, dates) are in docs/api-conventions.md.',
      },
      servers: [{ url: '/' }],
      tags: [...tags],
      components: {
        securitySchemes: {
          registrar_authentication: {
            type: 'oauth2',
            description: 'OAuth 2 password grant at `/oauth/token`; send the token as `Authorization: Bearer <token>`. Each operation lists the scope it needs.',
            flows: {
              password: {
                tokenUrl: '/oauth/token',
                scopes: { ...SCOPE_DESCRIPTIONS },
              },
            },
          },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
