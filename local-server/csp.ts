import { API_REFERENCE_PATH } from './contract/api-reference.js'

/**
 * The screens' Content-Security-Policy, for the web build here and the desktop window alike: no
 * eval (pdf.js runs with isEvalSupported false), inline styles only because Vue's style bindings
 * and pdf.js's text layer set them, pdf.js's worker from the origin or a blob. Frames only from
 * the origin: the API reference screen shows `/docs` in one.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The API reference's policy: only the origin, no inline script nor style (Swagger UI sets styles
 * through the DOM, which a policy does not govern), its stylesheet's icons as data: images,
 * blob: images for a binary answer shown by "try it", and framed only by the app's own screens.
 */
export const API_REFERENCE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

/** The policy of an answer, from its URL's path: the API reference's own page, or the screens'. */
export function contentSecurityPolicyFor(pathname: string): string {
  return pathname === API_REFERENCE_PATH ? API_REFERENCE_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY
}
