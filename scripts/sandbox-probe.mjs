// What a registrar's pipeline relies on when it starts the published sandbox (npm package or
// Docker image, docs/sandbox-package.md), asked of a running one over HTTP: ready, the public
// reference lists, a demo user's sign-in and a request with its token, the OpenAPI document, the
// web interface and the API reference. Used by the package's test
// (tests/unit/build/sandbox-package.test.ts) and by the image's smoke run in CI
// (scripts/sandbox-image-smoke.mjs), so that both check the same things.

/** A demo user of every new data folder (CONTRACT.md, "Demo data set"). */
const DEMO_USER = { username: 'billing', password: 'sandbox' }

const unexpected = (response, what) => (response.status === 200 ? [] : [`${what}: ${response.status} instead of 200`])

/** Asks the sandbox at `base` (e.g. http://127.0.0.1:8787) each thing; returns what failed, as sentences (none: all well). */
export async function sandboxProblems(base) {
  const problems = []
  const health = await fetch(`${base}/health`)
  problems.push(...unexpected(health, 'GET /health'))

  const provinces = await fetch(`${base}/v1/province`)
  const list = provinces.ok ? await provinces.json() : []
  if (!Array.isArray(list) || list.length !== 107) problems.push(`GET /v1/province: ${provinces.status}, ${Array.isArray(list) ? list.length : 'no'} provinces instead of 107`)

  const token = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', ...DEMO_USER }).toString(),
  })
  const { access_token: accessToken } = token.ok ? await token.json() : {}
  if (!accessToken) problems.push(`POST /oauth/token as ${DEMO_USER.username}: ${token.status}, no access token`)
  else {
    const invoices = await fetch(`${base}/v1/invoices?size=1`, { headers: { authorization: `Bearer ${accessToken}` } })
    problems.push(...unexpected(invoices, `GET /v1/invoices as ${DEMO_USER.username}`))
  }

  const openapi = await fetch(`${base}/openapi.json`)
  if (!openapi.ok || typeof (await openapi.json()).openapi !== 'string') problems.push(`GET /openapi.json: ${openapi.status}, not an OpenAPI document`)

  // The web build is served, not the note that says it is missing.
  for (const page of ['/', '/docs']) {
    const answer = await fetch(`${base}${page}`)
    const type = answer.headers.get('content-type') ?? ''
    if (answer.status !== 200 || !type.startsWith('text/html')) problems.push(`GET ${page}: ${answer.status} ${type} instead of the web build's page`)
  }
  return problems
}
