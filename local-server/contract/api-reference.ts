/**
 * Where the local server serves the interactive API reference (Swagger UI over `/openapi.json`):
 * the server's route, its page's policy (csp.ts) and the app's screen that frames it read it here.
 */
export const API_REFERENCE_PATH = '/docs'
