/**
 * Where the local server's API lives, as opposed to the web interface's own files (its page,
 * scripts, styles, icons, the API reference's page), which every other path serves: the registry's
 * `/v1`, the sandbox's token endpoint and tools, the local server's own operations, the OpenAPI
 * document and the health check.
 */
export const API_PATH_PREFIXES = ['/v1/', '/oauth/', '/sandbox/', '/gateway/', '/openapi.json', '/health'] as const

/** Whether a path (with or without its query) belongs to the API rather than to the web interface's files. */
export function isApiPath(path: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
}
