import type { OpenAPIV3_1 } from 'openapi-types'

/** The scheme live mode's local server asks of local programs (docs/live-mode.md). */
const LOCAL_API_KEY_SCHEME: OpenAPIV3_1.ApiKeySecurityScheme = {
  type: 'apiKey',
  in: 'header',
  name: 'X-Api-Key',
  description:
    "The local server's API key: the `api-key` file of its data folder, printed at start by `serve`, shown on the desktop app's Settings screen. The web interface sends its own session instead (`X-Gateway-Session`). The local server signs in to the registry itself: the registry's scopes apply there.",
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/**
 * The document as live mode serves it: there is no `/oauth/token` on the local server (its paths
 * are the sandbox's), so the OAuth 2 password flow, which Swagger UI's Authorize would call, is
 * replaced by the local API key, and every operation that needed a token asks for the key.
 */
export function asLiveDocument(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method]
      if (operation?.security && operation.security.length > 0) operation.security = [{ local_api_key: [] }]
    }
  }
  return {
    ...document,
    info: {
      ...document.info,
      title: 'Registrar API (local server in front of the registry)',
      description:
        'The Registrar API of the registry, through the local server in live mode: each request goes to the registry with its token. Conventions (search grammar, paging, errors, dates) are in docs/api-conventions.md; the local server itself in docs/live-mode.md.',
    },
    components: { ...document.components, securitySchemes: { local_api_key: LOCAL_API_KEY_SCHEME } },
  }
}
