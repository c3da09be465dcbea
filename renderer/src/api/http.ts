import axios, { type AxiosInstance } from 'axios'

export interface HttpDeps {
  /** The current bearer token, if signed in. */
  token(): string | undefined
  /** Called when an API request answers 401: the session (token or gateway session) has ended. */
  onUnauthorized(): void
}

/**
 * The one axios instance. It talks to the gateway on the page's own origin (the desktop app and
 * `serve` both put the API and the UI on one origin), adds the token, and reports an ended
 * session once, however many requests fail with it.
 */
export function createHttp(deps: HttpDeps): AxiosInstance {
  const http = axios.create({
    baseURL: '/',
    timeout: 60_000,
    // Repeatable parameters as `sort=a&sort=b`, as the API expects.
    paramsSerializer: { indexes: null },
  })
  http.interceptors.request.use((config) => {
    const token = deps.token()
    if (token) config.headers.set('Authorization', `Bearer ${token}`)
    return config
  })
  http.interceptors.response.use(undefined, (err: unknown) => {
    // The token endpoint answers 400 to wrong credentials, never 401: any 401 is an ended session.
    if (axios.isAxiosError(err) && err.response?.status === 401) {
      deps.onUnauthorized()
    }
    return Promise.reject(err)
  })
  return http
}
